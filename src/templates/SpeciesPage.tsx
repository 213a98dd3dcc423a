import { imageCounter, texts } from '../messages/site.ts';
import { FactItems } from './FactItems.tsx';
import { Runs } from './Runs.tsx';
import { Layout } from './Layout.tsx';
import { Picture } from './Picture.tsx';
import { SpeciesName } from './SpeciesName.tsx';
import type { PictureView, SpeciesView } from './view-models.ts';

/** A species page: one species with its pictures, facts, description and sources. */
export function SpeciesPage({ view }: { view: SpeciesView }) {
  const [first, ...rest] = view.pictures;
  const count = view.pictures.length;
  return (
    <Layout shell={view.shell}>
      <nav className="breadcrumb" aria-label={texts.breadcrumbLabel}>
        <ol>
          <li>
            <a href={view.homeUrl}>{texts.breadcrumbHome}</a>
          </li>
          <li>
            <a href={view.url} aria-current="page">
              <SpeciesName name={view.name} parentheses />
            </a>
          </li>
        </ol>
      </nav>
      <article className="card detail" data-gallery={count > 1 ? '' : undefined}>
        {first ? (
          <div className="detail-media" data-frame="">
            <Picture picture={first} sizes={view.sizes} loading="eager" priority="high" />
          </div>
        ) : null}
        <div className="card-body">
          <h1>
            <SpeciesName name={view.name} />
          </h1>
          {view.draft ? <p className="lead">{view.draft}</p> : null}
          {first ? (
            <>
              <div className="actions">
                <a className="button" href={first.largeUrl} target="_blank" rel="noopener" data-expand="">
                  {texts.enlarge}
                  <span className="visually-hidden"> {texts.opensInNewTab}</span>
                </a>
                {count > 1 ? (
                  // Hidden until the script runs: without JavaScript it would be a dead control.
                  // Its grid cell is reserved, so showing it moves nothing.
                  <button className="button" type="button" hidden data-next="">
                    {texts.nextImage}
                  </button>
                ) : null}
              </div>
              <p className="counter" aria-live="polite" data-counter="">
                {imageCounter(1, count)}
              </p>
            </>
          ) : null}
          {rest.map((picture, index) => (
            <NextPicture key={picture.largeUrl} picture={picture} sizes={view.sizes} number={index + 2} />
          ))}
        </div>
      </article>

      {count > 0 ? (
        // Paper has no "Katso kuva laajempana": every photo, whole, for the print stylesheet only.
        // Hidden on screen and lazy, so a visitor's browser never fetches them; printing does.
        <div className="print-photos">
          {view.pictures.map((picture) => (
            <img
              key={picture.largeUrl}
              src={picture.largeUrl}
              alt={picture.alt}
              width={picture.largeWidth}
              height={picture.largeHeight}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}

      {view.facts.length > 0 ? (
        <section className="section" aria-labelledby="tietoja">
          <h2 id="tietoja">{texts.facts}</h2>
          <ul className="facts">
            <FactItems facts={view.facts} />
          </ul>
        </section>
      ) : null}

      {view.paragraphs.length > 0 ? (
        <div className="description">
          {view.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <Runs runs={paragraph} />
            </p>
          ))}
        </div>
      ) : null}

      <hr />

      {view.sources.length > 0 ? (
        <section className="section" aria-labelledby="lahteet">
          <h2 id="lahteet">{texts.sources}</h2>
          <ul className="sources">
            {view.sources.map((source) => (
              <li key={source.url}>
                {/* A new tab, as on the original site, so the collection stays open behind it. */}
                <a href={source.url} target="_blank" rel="external noopener noreferrer">
                  {source.label}
                  <span className="visually-hidden"> {texts.opensInNewTab}</span>
                </a>{' '}
                {source.kohde}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {first ? <p className="note">{texts.croppedNote}</p> : null}
    </Layout>
  );
}

/** Later pictures wait in inert templates: nothing downloads until "Seuraava kuva" shows them. */
function NextPicture({ picture, sizes, number }: { picture: PictureView; sizes: string; number: number }) {
  return (
    <template data-picture={number} data-large={picture.largeUrl}>
      <Picture picture={picture} sizes={sizes} loading="eager" priority="auto" />
    </template>
  );
}
