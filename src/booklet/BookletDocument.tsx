/**
 * The booklet as one HTML document for Chromium to print: the cover, the contents, a sheet per
 * species and the species list. Headings make the PDF's outline: the cover, the contents and the
 * list are `h1`, each group is an `h1` on its first sheet, each species an `h2` below it; the
 * sheets' Tietoja and Lähteet are not headings, so the outline lists nothing but species.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { FactItems } from '../templates/FactItems.tsx';
import { Runs } from '../templates/Runs.tsx';
import { ScientificName, SpeciesName } from '../templates/SpeciesName.tsx';
import { bookletTexts, texts } from '../messages/site.ts';
import type { BookletPhoto, BookletSpecies, BookletView } from './booklet-view.ts';

interface DocumentProps {
  view: BookletView;
  css: string;
  /** Page of each species sheet by anchor; absent in the first render, which finds them. */
  pages: ReadonlyMap<string, number> | undefined;
  /** Page of the species list. */
  listPage: number | undefined;
}

export function renderBooklet(props: DocumentProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<BookletDocument {...props} />)}\n`;
}

/** The footer Chromium prints on every page: the collection and the page number. */
export function renderFooter(view: BookletView): string {
  return renderToStaticMarkup(
    <div
      style={{
        width: '100%',
        margin: '0 18mm',
        display: 'flex',
        justifyContent: 'space-between',
        fontFamily: 'system-ui, sans-serif',
        fontSize: '8pt',
        color: '#333',
      }}
    >
      <span>{view.footer}</span>
      <span className="pageNumber" />
    </div>,
  );
}

function BookletDocument({ view, css, pages, listPage }: DocumentProps) {
  return (
    <html lang="fi">
      <head>
        <meta charSet="utf-8" />
        <title>{view.documentTitle}</title>
        <meta name="author" content={view.authorFirstName} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the booklet's own stylesheet, never content. */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <Cover view={view} />
        <Contents view={view} pages={pages} listPage={listPage} />
        {view.species.map((species) => (
          <Sheet key={species.anchor} species={species} />
        ))}
        <SpeciesList view={view} />
      </body>
    </html>
  );
}

function Cover({ view }: { view: BookletView }) {
  return (
    <section className="cover">
      <h1>{view.title}</h1>
      <p className="cover-author">{view.authorLine}</p>
      <p className="cover-facts">
        {view.countLine}
        {view.dateLine ? (
          <>
            <br />
            {view.dateLine}
          </>
        ) : null}
      </p>
      {view.cover ? <Photo photo={view.cover} className="cover-photo" /> : null}
    </section>
  );
}

/** Placeholder of the same width as any page number, for the first render. */
const NO_PAGE = '000';

function Contents({ view, pages, listPage }: { view: BookletView; pages: DocumentProps['pages']; listPage: number | undefined }) {
  return (
    <section className="contents">
      <h1>{bookletTexts.contents}</h1>
      {view.groups.map((group) => (
        <div className="toc-group" key={group.name}>
          <p className="toc-group-name">{group.name}</p>
          <ol>
            {group.species.map((species) => (
              <li key={species.anchor}>
                <a href={`#${species.anchor}`}>
                  <span className="toc-name">
                    <SpeciesName name={species} />
                  </span>
                  <span className="toc-page">{pages?.get(species.anchor) ?? NO_PAGE}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <ol className="toc-end">
        <li>
          <a href="#lajiluettelo">
            <span className="toc-name">{bookletTexts.list}</span>
            <span className="toc-page">{listPage ?? NO_PAGE}</span>
          </a>
        </li>
      </ol>
    </section>
  );
}

function Sheet({ species }: { species: BookletSpecies }) {
  const count = species.photos.length;
  return (
    <article className="sheet" id={species.anchor}>
      {species.firstOfGroup ? <h1 className="group">{species.groupName}</h1> : <p className="group">{species.groupName}</p>}
      <h2 className="name">
        <SpeciesName name={species} />
      </h2>
      {count > 0 ? (
        <div className={count === 1 ? 'photos photos-one' : 'photos'}>
          {species.photos.map((photo, index) => (
            <Photo key={index} photo={photo} />
          ))}
        </div>
      ) : null}
      {species.facts.length > 0 ? (
        <section className="facts">
          <p className="subhead">{texts.facts}</p>
          <ul>
            <FactItems facts={species.facts} />
          </ul>
        </section>
      ) : null}
      {species.paragraphs.map((paragraph, index) => (
        <p key={index} className="paragraph">
          <Runs runs={paragraph} />
        </p>
      ))}
      {species.sources.length > 0 ? (
        <section className="sources">
          <p className="subhead">{texts.sources}</p>
          <ul>
            {species.sources.map((source) => (
              <li key={source.url}>
                {source.kohde}
                <br />
                <a href={source.url}>{source.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function SpeciesList({ view }: { view: BookletView }) {
  const columns = bookletTexts.listColumns;
  return (
    <section className="species-list" id="lajiluettelo">
      <h1>{bookletTexts.list}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.scientific}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.place}</th>
          </tr>
        </thead>
        <tbody>
          {view.species.map((species) => (
            <tr key={species.anchor}>
              <td>{species.title}</td>
              <td>{species.officName ? <ScientificName name={species.officName} /> : null}</td>
              <td>{species.date ?? ''}</td>
              <td>{species.place ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A photo at its planned printed size: the layout never waits for it. */
function Photo({ photo, className }: { photo: BookletPhoto; className?: string }) {
  return (
    <figure className={className}>
      <img
        src={photo.url}
        alt={photo.alt}
        width={photo.widthPx}
        height={photo.heightPx}
        style={{ width: `${photo.widthMm}mm`, height: `${photo.heightMm}mm` }}
      />
    </figure>
  );
}
