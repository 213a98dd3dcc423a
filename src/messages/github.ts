/**
 * What the build says on GitHub, in Finnish: the short titles of its workflow annotations (the
 * message itself is the terminal's) and the job summary a student reads on the run's Summary page.
 */
import { kilobytes } from './numbers.ts';

export const githubMessages = {
  /** Annotation titles: short, shown in bold above the message on the file's line. */
  title: {
    key: (key: string) => `Virhe kohdassa ${key}`,
    file: (file: string) => `Virhe tiedostossa ${file}`,
    unusedPhoto: 'Mikään laji ei käytä tätä kuvaa',
    overBudget: 'Sivu on liian raskas',
    more: 'Lisää ilmoituksia yhteenvedossa',
  },

  /**
   * A photo no species uses, on the photo's own line in the commit. `speciesFile` is the file that
   * would use it; `exists` when that file is already there.
   */
  unusedPhoto: (photo: string, speciesFile: string, exists: boolean, template: string) =>
    exists
      ? `mikään laji ei käytä tätä kuvaa: lisää se tiedoston ${speciesFile} kuvat:-listaan riviksi "  - ${photo}"`
      : `mikään laji ei käytä tätä kuvaa: tee lajille tiedosto ${speciesFile} (kopioi siihen mallitiedosto ${template}) ` +
        `ja kirjoita sen kuvat:-listaan rivi "  - ${photo}". Jos et tarvitse kuvaa, poista se.`,

  /** GitHub shows at most 10 annotations of a kind per step; the rest are in the summary. */
  more: (count: number, kind: 'error' | 'warning') =>
    `${count} ${kind === 'error' ? (count === 1 ? 'virhe' : 'virhettä') : count === 1 ? 'varoitus' : 'varoitusta'} lisää: ` +
    'GitHub näyttää tässä enintään 10, joten katso kaikki ajon yhteenvedosta (Actions → ajo → Summary).',

  summary: {
    built: 'Sivusto on rakennettu',
    failed: 'Sivustoa ei rakennettu',
    address: (url: string) => `Sivusto julkaistaan osoitteeseen ${url} heti, kun tämän ajon julkaisuvaihe (deploy) on valmis.`,
    noAddress: 'Sivuston osoite näkyy, kun julkaisuvaihe (deploy) on valmis: katso se kohdasta Settings → Pages.',
    booklet: (url: string, size: string, pages: number) => `Koko kokoelma PDF-tiedostona: ${url} (${size}, ${pages} sivua).`,
    counts: { species: 'Lajeja', photos: 'Kuvia', pages: 'Sivuja' },
    weightsHeading: 'Sivujen paino puhelimella',
    kb: kilobytes,
    unusedHeading: (count: number) => `Kuvat, joita mikään laji ei käytä (${count})`,
    overBudgetHeading: 'Liian raskaat sivut',
    bookletHeading: 'PDF-tiedosto',
    fixIntro:
      'Avaa tiedosto linkistä, paina kynän kuvaa (tai pistenäppäintä, joka avaa github.dev-editorin), korjaa rivi ja tallenna (Commit changes). ' +
      'Julkaisu alkaa silloin uudelleen.',
    line: (line: number) => `rivi ${line}`,
  },
} as const;
