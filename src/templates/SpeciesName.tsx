import type { NameView } from './view-models.ts';

/** A genus-only name ends in `sp.` (one species) or `spp.` (several); biology writes that part upright. */
const GENUS_ONLY = /^(.+?) (spp?\.)$/;

/**
 * The scientific name: italic, and marked as Latin so screen readers do not read it as Finnish.
 * `Trombidium sp.` keeps `sp.` upright, as field guides print it.
 */
export function ScientificName({ name }: { name: string }) {
  const genusOnly = GENUS_ONLY.exec(name);
  return genusOnly ? (
    <span lang="la" className="sci">
      <i>{genusOnly[1]}</i> {genusOnly[2]}
    </span>
  ) : (
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
