import { Layout } from './Layout.tsx';
import type { NotFoundView } from './view-models.ts';

/** Both not-found views: `404 - Ei löydy` for any route, `Ei löydy` for an unknown species. */
export function NotFoundPage({ view }: { view: NotFoundView }) {
  return (
    <Layout shell={view.shell}>
      <h1>{view.heading}</h1>
      {view.text ? <p>{view.text}</p> : null}
    </Layout>
  );
}
