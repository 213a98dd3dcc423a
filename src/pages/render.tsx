/**
 * `renderPage(route, data)` returns the HTML of one page: the route's view model rendered through
 * the React templates to static markup. No I/O here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '../templates/HomePage.tsx';
import { NotFoundPage } from '../templates/NotFoundPage.tsx';
import { SpeciesPage } from '../templates/SpeciesPage.tsx';
import type { Route } from './routes.ts';
import { homeView, notFoundView, type SiteData, speciesView } from './views.ts';

export type { SiteData } from './views.ts';

export function renderPage(route: Route, data: SiteData): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element(route, data))}\n`;
}

function element(route: Route, data: SiteData) {
  switch (route.kind) {
    case 'home':
      return <HomePage view={homeView(data)} />;
    case 'species':
      return <SpeciesPage view={speciesView(route.entry, data)} />;
    case 'species-not-found':
    case 'not-found':
      return <NotFoundPage view={notFoundView(route.kind, data)} />;
  }
}
