/**
 * Hosts such as GitHub Pages and Netlify answer every miss with the one root `404.html`. Under
 * the species prefix that page should be the species not-found view (`Ei löydy`,
 * `Osumaa ei löytynyt.`), whose texts the page already carries; without JavaScript the generic
 * `404 - Ei löydy` view stays, which is still a correct page.
 */
export function showSpeciesMiss(box: HTMLElement): void {
  const { speciesPrefix, speciesHeading, speciesTitle } = box.dataset;
  if (!speciesPrefix || !location.pathname.startsWith(speciesPrefix)) return;
  const heading = box.querySelector('h1');
  const text = box.querySelector<HTMLElement>('p[hidden]');
  if (!heading || !text || !speciesHeading) return;
  heading.textContent = speciesHeading;
  text.hidden = false;
  if (speciesTitle) document.title = speciesTitle;
}
