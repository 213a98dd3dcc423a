/**
 * Every Finnish text the site shows, in one place: the templates, the view models, the client
 * script and the preview server read them from here, so a wording is changed once and the page
 * and the script cannot drift apart. Quoted spec texts are exact.
 */
export const texts = {
  /** Breadcrumb root: the spec names it `Kasvit` although it leads to the whole collection. */
  breadcrumbHome: 'Kasvit',
  breadcrumbLabel: 'Murupolku',
  seeMore: 'Katso',
  enlarge: 'Katso kuva laajempana',
  nextImage: 'Seuraava kuva',
  facts: 'Tietoja',
  place: 'Kuvauspaikka',
  date: 'Kuvausaika',
  habitat: 'Kasvupaikka',
  sources: 'Lähteet',
  /** Read after a source link by screen readers, since the link opens a new tab. */
  opensInNewTab: '(avautuu uuteen välilehteen)',
  croppedNote: 'Kuvasta saattaa näkyä vain osa. Näet koko kuvan painamalla Katso kuva laajempana -painiketta.',
  notFound: '404 - Ei löydy',
  speciesNotFound: 'Ei löydy',
  speciesNotFoundText: 'Osumaa ei löytynyt.',
} as const;

/** `Kuva X / N`: the species page renders the first, the gallery script every later one. */
export const imageCounter = (current: number, total: number): string => `Kuva ${current} / ${total}`;

/** The home page's lead: the author, the class and `Eliöiden määrä: N`. */
export const authorLine = (firstName: string, className: string): string => `${firstName}, luokka ${className}.`;
export const speciesCount = (count: number): string => `Eliöiden määrä: ${count}`;

/** Alt text of a species' image: its name and which picture it is. */
export const imageAlt = (name: string, index: number, total: number): string => `${name}, kuva ${index}/${total}`;

/** `<title>` of a page: the page's own name, then the collection's. */
export const documentTitle = (pageTitle: string | undefined, siteTitle: string): string => (pageTitle ? `${pageTitle} – ${siteTitle}` : siteTitle);

/** Meta descriptions for pages without a text of their own. */
export const siteDescription = (siteTitle: string, firstName: string, className: string): string => `${siteTitle}: ${authorLine(firstName, className)}`;
export const homeDescription = (siteTitle: string, firstName: string, className: string, count: number): string =>
  `${siteDescription(siteTitle, firstName, className)} ${speciesCount(count)}. Kuvat ja tiedot jokaisesta lajista.`;
export const speciesDescription = (fullName: string): string => `${fullName}: kuvat ja tiedot lajista.`;

/** The PDF booklet's own words (`src/booklet/`), and the home page's link to it. */
export const bookletTexts = {
  link: 'Koko kokoelma PDF-tiedostona',
  contents: 'Sisällys',
  list: 'Lajiluettelo',
  listColumns: { name: 'Nimi', scientific: 'Tieteellinen nimi', date: 'Kuvausaika', place: 'Kuvauspaikka' },
  photographed: 'Kuvattu',
} as const;

/** A file's size as the home page shows it beside a download (src/messages/numbers.ts). */
export { fileSize } from './numbers.ts';
