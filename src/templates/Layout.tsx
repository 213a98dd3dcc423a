import type { ReactNode } from 'react';
import type { PageShell } from './view-models.ts';

/** The document around every page: dark top bar with the collection title, then the content. */
export function Layout({ shell, children }: { shell: PageShell; children: ReactNode }) {
  return (
    <html lang="fi">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={shell.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{shell.documentTitle}</title>
        <meta name="description" content={shell.description} />
        <meta name="theme-color" content={shell.themeColor} />
        <meta name="color-scheme" content="dark" />
        {shell.noindex ? <meta name="robots" content="noindex" /> : null}
        {shell.canonicalUrl ? <link rel="canonical" href={shell.canonicalUrl} /> : null}
        {shell.canonicalUrl ? <SharingTags shell={shell} url={shell.canonicalUrl} /> : null}
        <link rel="icon" href={shell.favicon} type="image/svg+xml" />
        {/* Inline, so the first paint needs no second request; the policy allows it by hash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own bundled CSS, never content. */}
        <style dangerouslySetInnerHTML={{ __html: shell.css }} />
        {shell.devScriptUrl ? <script defer src={shell.devScriptUrl} /> : null}
      </head>
      <body>
        <header className="topbar">
          <a className="brand" href={shell.homeUrl}>
            {shell.siteTitle}
          </a>
        </header>
        <main className="container">{children}</main>
        {/* Last in the body, so it runs once the elements it sets up exist. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own bundled script, allowed by its hash. */}
        {shell.script ? <script dangerouslySetInnerHTML={{ __html: shell.script }} /> : null}
      </body>
    </html>
  );
}

/** Open Graph and Twitter card tags, so a shared link shows the title, text and first image. */
function SharingTags({ shell, url }: { shell: PageShell; url: string }) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fi_FI" />
      <meta property="og:site_name" content={shell.siteTitle} />
      <meta property="og:title" content={shell.documentTitle} />
      <meta property="og:description" content={shell.description} />
      <meta property="og:url" content={url} />
      {shell.shareImageUrl ? <meta property="og:image" content={shell.shareImageUrl} /> : null}
      <meta name="twitter:card" content={shell.shareImageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
