/**
 * `renderPage(route, data)` returns the HTML of one page: the route's view model (`pageView`)
 * rendered through the React templates to static markup. No I/O here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '../templates/HomePage.tsx';
import { NotFoundPage } from '../templates/NotFoundPage.tsx';
import { SpeciesPage } from '../templates/SpeciesPage.tsx';
import type { Route } from './routes.ts';
import { type PageView, pageView, type SiteData } from './views.ts';

export type { SiteData } from './views.ts';

export function renderPage(route: Route, data: SiteData): string {
  return renderView(pageView(route, data));
}

/** The HTML of a page view: the pipeline renders only the views that changed. */
export function renderView(page: PageView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element(page))}\n`;
}

function element(page: PageView) {
  switch (page.template) {
    case 'home':
      return <HomePage view={page.view} />;
    case 'species':
      return <SpeciesPage view={page.view} />;
    case 'not-found':
      return <NotFoundPage view={page.view} />;
  }
}
