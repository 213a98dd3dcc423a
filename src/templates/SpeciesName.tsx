import type { NameView } from './view-models.ts';

/** The scientific name: italic, and marked as Latin so screen readers do not read it as Finnish. */
export function ScientificName({ name }: { name: string }) {
  return (
    <i lang="la" className="sci">
      {name}
    </i>
  );
}

/** `Haapa Populus tremula` (headings, cards) or `Haapa (Populus tremula)` (breadcrumb). */
export function SpeciesName({ name, parentheses = false }: { name: NameView; parentheses?: boolean }) {
  if (!name.officName) return <>{name.title}</>;
  return parentheses ? (
    <>
      {name.title} (<ScientificName name={name.officName} />)
    </>
  ) : (
    <>
      {name.title} <ScientificName name={name.officName} />
    </>
  );
}
