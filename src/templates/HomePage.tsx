import { authorLine, bookletTexts, speciesCount, texts } from '../texts.ts';
import { Layout } from './Layout.tsx';
import { Picture } from './Picture.tsx';
import { SpeciesName } from './SpeciesName.tsx';
import type { CardView, HomeView } from './view-models.ts';

/** `/`: the collection title, who made it, and a card per species in the content's order. */
export function HomePage({ view }: { view: HomeView }) {
  return (
    <Layout shell={view.shell}>
      <h1>{view.title}</h1>
      <p className="lead">
        {authorLine(view.authorFirstName, view.className)} {speciesCount(view.cards.length)}
      </p>
      {view.booklet ? (
        <p className="booklet-link">
          <a href={view.booklet.url} type="application/pdf">
            {bookletTexts.link}
          </a>{' '}
          ({view.booklet.size})
        </p>
      ) : null}
      <ul className="grid">
        {view.cards.map((card, index) => (
          <Card key={card.url} card={card} sizes={view.cardSizes} titleId={`laji-${index + 1}`} />
        ))}
      </ul>
    </Layout>
  );
}

function Card({ card, sizes, titleId }: { card: CardView; sizes: string; titleId: string }) {
  return (
    <li className="card">
      {card.picture ? (
        // The image repeats the "Katso" link for pointer users; keyboard and screen-reader users
        // get the one named link below instead of two.
        <a className="card-media" href={card.url} tabIndex={-1} aria-hidden="true">
          <Picture
            picture={card.picture}
            sizes={sizes}
            loading={card.loading}
            priority={card.priority}
          />
        </a>
      ) : null}
      <div className="card-body">
        <h2 className="card-title" id={titleId}>
          <SpeciesName name={card.name} />
        </h2>
        <a className="button" href={card.url} aria-describedby={titleId}>
          {texts.seeMore}
        </a>
      </div>
    </li>
  );
}
