import type { ReactNode } from 'react';
import type { PageShell } from './view-models.ts';

/** The document around every page: dark top bar with the collection title, then the content. */
export function Layout({ shell, children }: { shell: PageShell; children: ReactNode }) {
  return (
    <html lang="fi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{shell.documentTitle}</title>
        <meta name="description" content={shell.description} />
        <meta name="theme-color" content={shell.themeColor} />
        <meta name="color-scheme" content="dark" />
        <link rel="stylesheet" href={shell.cssUrl} />
        {shell.scriptUrl ? <script defer src={shell.scriptUrl} /> : null}
      </head>
      <body>
        <header className="topbar">
          <a className="brand" href={shell.homeUrl}>
            {shell.siteTitle}
          </a>
        </header>
        <main className="container">{children}</main>
      </body>
    </html>
  );
}
