import type { FactView } from './view-models.ts';

/** Tietoja's list items, `Kuvausaika: 14.5.2022` with the date in `<time>`: the site and the booklet print the same lines. */
export function FactItems({ facts }: { facts: readonly FactView[] }) {
  return (
    <>
      {facts.map((fact) => (
        <li key={fact.label}>
          <span className="fact-label">{fact.label}:</span> {fact.isoDate ? <time dateTime={fact.isoDate}>{fact.text}</time> : fact.text}
        </li>
      ))}
    </>
  );
}
