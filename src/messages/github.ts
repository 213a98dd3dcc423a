/**
 * What the build says on GitHub, in Finnish, besides each problem (whose annotation title is in its
 * catalogue entry, `problems.ts`): the note on annotations GitHub leaves out, and the job summary a
 * student reads on the run's Summary page.
 */

import { kilobytes } from './numbers.ts';

export const githubMessages = {
  /** Annotation titles: short, shown in bold above the message on the file's line. */
  title: {
    more: 'Lisää ilmoituksia yhteenvedossa',
  },

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
    facesHeading: (count: number) => `Kuvat, joissa näyttää olevan ihmisen kasvot (${count})`,
    bookletHeading: 'PDF-tiedosto',
    fixIntro:
      'Korjaa tiedosto ja tallenna muutos: avaa tiedosto linkistä, paina kynän kuvaa (tai pistenäppäintä, joka avaa github.dev-editorin), korjaa rivi ja tallenna (Commit changes). ' +
      'Julkaisu alkaa silloin uudelleen.',
    line: (line: number) => `rivi ${line}`,
  },
} as const;
