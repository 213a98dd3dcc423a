import { Layout } from './Layout.tsx';
import type { NotFoundView } from './view-models.ts';

/** Both not-found views: `404 - Ei löydy` for any route, `Ei löydy` for an unknown species. */
export function NotFoundPage({ view }: { view: NotFoundView }) {
  const miss = view.speciesMiss;
  return (
    <Layout shell={view.shell}>
      <div
        data-not-found=""
        {...(miss ? { 'data-species-prefix': miss.prefix, 'data-species-heading': miss.heading, 'data-species-title': miss.documentTitle } : {})}
      >
        <h1>{view.heading}</h1>
        {view.text ? <p>{view.text}</p> : null}
        {miss ? <p hidden>{miss.text}</p> : null}
      </div>
    </Layout>
  );
}
