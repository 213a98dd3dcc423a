import { authorLine, bookletTexts, speciesCount, texts } from '../messages/site.ts';
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
      {card.picture ? <CardMedia url={card.url} picture={card.picture} sizes={sizes} loading={card.loading} priority={card.priority} /> : null}
      <div className="card-body">
        <h2 className="card-title" id={titleId}>
          <SpeciesName name={card.name} />
        </h2>
        {card.draft ? <p className="counter">{card.draft}</p> : null}
        <a className="button" href={card.url} aria-describedby={titleId}>
          {texts.seeMore}
        </a>
      </div>
    </li>
  );
}

/**
 * The card's photo as a second link to the species page, for pointer users. Keyboard and
 * screen-reader users get the one named "Katso" link instead of two.
 */
function CardMedia({
  url,
  picture,
  sizes,
  loading,
  priority,
}: {
  url: string;
  picture: NonNullable<CardView['picture']>;
  sizes: string;
  loading: CardView['loading'];
  priority: CardView['priority'];
}) {
  return (
    <a className="card-media" href={url} tabIndex={-1} aria-hidden="true">
      <Picture picture={picture} sizes={sizes} loading={loading} priority={priority} />
    </a>
  );
}
