/**
 * What the build says about the whole run, in Finnish: its summary, the page-weight table, the
 * warning groups' headings and the pieces of the output folder's problems (the problems themselves
 * are catalogue entries, `problems/build.ts`).
 */
import { decimal, KT } from './numbers.ts';

/** What a folder the build must not replace is; `is` after "on", `holds` after "sisältää". */
export interface GuardedFolderLabel {
  is: string;
  holds: string;
}

export const buildMessages = {
  overBudgetWarning: (problem: string) => `varoitus: sivu on liian raskas: ${problem}`,

  /** The progress of the image stage, on one line that counts up (`Kuvat 10/38`). */
  imageProgress: (done: number, total: number) => `Kuvat ${done}/${total}`,

  /** The last line of a good build. */
  summary: (run: { pages: number; imageFiles: number; sources: number; cacheHits: number; outDir: string; bytes: number; seconds: number }) =>
    `Sivusto on rakennettu kansioon ${run.outDir}/: ${count(run.pages, 'sivu', 'sivua')} ja ` +
    `${count(run.imageFiles, 'kuvatiedosto', 'kuvatiedostoa')} ${run.sources} kuvasta (${run.cacheHits} välimuistista), ` +
    `yhteensä ${Math.round(run.bytes / KT)} kt, aikaa kului ${decimal(run.seconds, 1)} s.`,

  /** The page-weight table's header: what each column is, and the phone it is measured for. */
  weightsHeader: (viewport: { width: number; devicePixelRatio: number }) => ({
    page: 'sivu',
    html: 'html',
    images: 'kuvat (heti näkyvät)',
    total: 'yhteensä',
    note: `(kt ensimmäisellä näytöllä, puhelin ${viewport.width} px, tiheys ${viewport.devicePixelRatio}x)`,
  }),

  /** Photos with a camera serial number or owner name: a warning, each line naming the photo and the fix. */
  photoIdentityHeading: (count: number) => `varoitus: ${count === 1 ? '1 kuvassa' : `${count} kuvassa`} on kameran tai omistajan tunnistetietoja:`,
  /** Photos that probably show a person's face and have no `lupa: kyllä`: a warning, each line naming the photo and what to do. */
  photoFaceHeading: (count: number) => `varoitus: ${count === 1 ? '1 kuvassa' : `${count} kuvassa`} näyttää olevan ihmisen kasvot:`,
  /**
   * Photos in the assets folder that no species uses (paths from the assets folder, as `kuvat`
   * lists them): a warning, with the two ways to use one.
   */
  unusedPhotos: (photos: readonly string[], assetsDir: string) =>
    [
      `varoitus: kansiossa ${assetsDir}/ on ${photos.length === 1 ? '1 kuva, jota' : `${photos.length} kuvaa, joita`} mikään laji ei käytä:`,
      ...photos.map((photo) => `  ${photo}`),
      'Lisää kuva uudelle lajille komennolla npm run uusi tai kirjoita se jonkin lajin tiedostoon (src/data/lajit/<ryhmä>/<laji>.md) kuvat:-listaan näin:',
      '  kuvat:',
      `    - ${photos[0] ?? ''}`,
    ].join('\n'),

  /**
   * Photos so detailed that their small versions were compressed down to the lowest allowed
   * quality to keep the page quick on a phone: a note, each line naming the file and line, and the fix.
   */
  atQualityFloor: (photos: readonly { photo: string; file: string; line: number }[]) =>
    [
      `huomio: ${photos.length === 1 ? '1 kuva on niin yksityiskohtainen, että sen' : `${photos.length} kuvaa on niin yksityiskohtaisia, että niiden`} ` +
        'pienet versiot pakattiin alimmalle sallitulle laadulle, jotta sivu latautuu puhelimella nopeasti:',
      ...photos.map((p) => `  ${p.file}:${p.line}: ${p.photo}`),
      'Katso kuva sivustolla. Jos se näyttää suttuiselta, valitse tilalle kuva, jossa on vähemmän pieniä yksityiskohtia, esimerkiksi tasaisempi tausta.',
    ].join('\n'),

  /** The pieces of the output folder's problems: why a build refuses it (`output.refused`), and what a failed write left (`output.writeFailed`). */
  output: {
    /** The folders a build never replaces, for `is` and `holds`. */
    guarded: {
      project: { is: 'projektin kansio', holds: 'projektin kansion' },
      source: { is: 'lähdekoodin kansio', holds: 'lähdekoodin kansion' },
      current: { is: 'kansio, jossa komento ajetaan', holds: 'kansion, jossa komento ajetaan' },
      assets: { is: 'kuvakansio', holds: 'kuvakansion' },
      cache: { is: 'välimuisti', holds: 'välimuistin' },
    } satisfies Record<string, GuardedFolderLabel>,
    is: (folder: string, label: GuardedFolderLabel) => `${folder} on ${label.is}`,
    holds: (folder: string, label: GuardedFolderLabel, inside: string) => `${folder} sisältää ${label.holds} ${inside}`,
    /** Inside the source code, the assets or the cache: `label.holds` is the genitive these take before "sisällä". */
    inside: (folder: string, label: GuardedFolderLabel, where: string) => `${folder} on ${label.holds} sisällä ${where}`,
    isFile: (folder: string) => `${folder} on tiedosto eikä kansio`,
    foreignFiles: (folder: string, some: string, marker: string) =>
      `kansiossa ${folder} on tiedostoja, joita npm run build ei ole tehnyt (${some}), eikä siinä ole tiedostoa ${marker}`,

    /** What a failed write left, for `output.writeFailed`. */
    state: {
      untouched: 'Mitään ei muutettu.',
      kept: (outDir: string) => `Kansio ${outDir} on ennallaan.`,
      setAside: (outDir: string, previous: string) =>
        `Kansiota ${outDir} ei saatu palautettua: edellinen sivusto on tallessa kansiossa ${previous}, ja seuraava rakentaminen palauttaa sen.`,
    },
  },
} as const;

/** `1 sivu`, `32 sivua`: Finnish takes the singular after 1 and the partitive after any other number. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A page-weight row's name as the student reads it (`{ kind: 'species', species: 'Haapa' }` →
 * `raskain lajisivu (Haapa)`), from the row's typed page (`WeighedPage` in the page-weight report).
 */
export function pageName(page: { kind: 'home' | 'not-found' | 'species-not-found' } | { kind: 'species'; species: string }): string {
  if (page.kind === 'species') return `raskain lajisivu (${page.species})`;
  return { home: 'etusivu', 'not-found': '404-sivu', 'species-not-found': 'lajin 404-sivu' }[page.kind];
}
