/**
 * Builds src/names/lajinimet/<group>.json, the table of Finnish species names, from FinBIF taxon lists
 * kept in the public repository luomus/species-challenge (data CC BY 4.0, FinBIF / Laji.fi).
 *
 *   npx tsx tools/names/make-names.ts <dir with the JSON files> [output folder]
 *
 * The directory must hold koulut_2025.json, plantae_2025_all.json, fungi_2025_all.json and
 * insecta_2025_all.json from that repository's app/data/ (see src/names/SOURCE.md). The output is
 * deterministic: rows sorted by name, then id.
 *
 * Each file is `{ "MX.…": { fin, swe, sci, heading? } }`. Only taxa with a Finnish name are kept:
 * the table is looked up by Finnish name. The school list (koulut) comes first and its headings
 * give the group; for the rest the group comes from the kingdom file and, where a file mixes our
 * groups, from the Finnish name's ending (Finnish names end in the kind of organism: -sammal,
 * -jäkälä, -perhonen, -mittari …). The group is only the default `npm run uusi` offers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Our groups, in src/content/groups.ts's order: the folders of src/data/lajit/. */
const GROUPS = ['kasvit', 'puut', 'sammalet', 'jakalat', 'sienet', 'linnut', 'perhoset', 'hyonteiset', 'hamahakit', 'muut'] as const;
type Group = (typeof GROUPS)[number];
interface Taxon {
  fin?: string;
  sci?: string;
  heading?: string;
}
/** One row: Finnish name, scientific name, FinBIF id, then any alternative Finnish names. */
type Row = [string, string, string, ...string[]];

const [dir, output = 'src/names/lajinimet'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx tools/names/make-names.ts <dir with koulut_2025.json …> [output folder]');
  process.exit(1);
}
const read = (file: string): Record<string, Taxon> => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/** School list headings (koulut_2025.json) → our group. Spiders are told apart by name below. */
const HEADING: Record<string, Group> = {
  Levät: 'muut',
  Sammalet: 'sammalet',
  'Kortteet, lieot ja saniaiset': 'kasvit',
  Puut: 'puut',
  'Varvut ja muut puuvartiset kasvit': 'kasvit',
  'Muut kasvit': 'kasvit',
  Jäkälät: 'jakalat',
  Käävät: 'sienet',
  Helttasienet: 'sienet',
  'Muut sienet': 'sienet',
  'Hyönteiset: luteet': 'hyonteiset',
  'Hyönteiset: pistiäiset': 'hyonteiset',
  'Hyönteiset: kovakuoriaiset': 'hyonteiset',
  'Hyönteiset: perhoset': 'perhoset',
  'Muut hyönteiset': 'hyonteiset',
  Hämähäkkieläimet: 'muut',
  Nilviäiset: 'muut',
  'Muut selkärangattomat': 'muut',
  Kalat: 'muut',
  'Matelijat ja sammakkoeläimet': 'muut',
  Vesilinnut: 'linnut',
  Varpuslinnut: 'linnut',
  'Muut linnut': 'linnut',
  Nisäkkäät: 'muut',
};

/** Trees among the plants (the school list's Puut and the other trees growing wild in Finland). */
const TREES =
  /^(Picea|Pinus|Larix|Abies|Quercus|Alnus|Populus|Acer|Tilia|Fraxinus|Ulmus|Malus|Taxus) |^(Betula pendula|Betula pubescens|Sorbus aucuparia|Sorbus intermedia|Hedlundia hybrida|Prunus padus|Salix caprea|Salix pentandra|Juniperus communis)$/;
/** Name endings of mosses and liverworts (sammal), lichens, butterflies and moths, and spiders. */
const MOSS = /sammal(et)?$/;
const LICHEN = /(jäkälä|jäkälät|naava|naavat|luppo|lupot|karve|röyhelö)$/;
const LEPIDOPTERA =
  /(perhonen|perhoset|mittari|mittarit|yökkönen|yökköset|koi|koit|kääriäinen|kiitäjä|kehrääjä|siipi|siivet|hiipijä|paksupää|sulkanen|täplä|täplät|vaippa|amiraali)$/;
/** Endings of beetles (lyhytsiipi: rove beetles) and twisted-wing insects (kierresiipi) that the above would catch. */
const NOT_LEPIDOPTERA = /(lyhytsiipi|lyhytsiivet|kierresiipi|kierresiivet)$/;
const SPIDER = /(hämähäkki|rannakki)$/;

function groupOf(kingdom: 'plantae' | 'fungi' | 'insecta', fin: string, sci: string): Group {
  if (kingdom === 'plantae') return MOSS.test(fin) ? 'sammalet' : TREES.test(sci) ? 'puut' : 'kasvit';
  if (kingdom === 'fungi') return LICHEN.test(fin) ? 'jakalat' : 'sienet';
  // Caddisflies are "-sirvikäs", not "-perhonen"; a few other insects end in -siipi, which a
  // student would sort the same way only rarely: the group is a default the student can change.
  return LEPIDOPTERA.test(fin) && !NOT_LEPIDOPTERA.test(fin) ? 'perhoset' : 'hyonteiset';
}

/** "rakkohauru (rakkolevä)" → ["rakkohauru", "rakkolevä"]; names lower case, NFC, single spaces. */
function names(fin: string): string[] {
  const clean = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(fin);
  return match ? [clean(match[1]!), clean(match[2]!)] : [clean(fin)];
}

const rows = new Map<string, { group: Group; row: Row }>();
function add(id: string, taxon: Taxon, group: (fin: string, sci: string) => Group): void {
  if (!taxon.fin?.trim() || !taxon.sci?.trim() || rows.has(id)) return;
  const [fin, ...alternatives] = names(taxon.fin);
  const sci = taxon.sci.normalize('NFC').trim().replace(/\s+/g, ' ');
  rows.set(id, { group: group(fin!, sci), row: [fin!, sci, id, ...alternatives] });
}

let heading = '';
for (const [id, taxon] of Object.entries(read('koulut_2025.json'))) {
  heading = taxon.heading ?? heading;
  const group = HEADING[heading];
  if (!group) throw new Error(`unknown heading ${heading} in koulut_2025.json`);
  add(id, taxon, (fin) => (group === 'muut' && SPIDER.test(fin) ? 'hamahakit' : group));
}
for (const kingdom of ['plantae', 'fungi', 'insecta'] as const) {
  for (const [id, taxon] of Object.entries(read(`${kingdom}_2025_all.json`))) add(id, taxon, (fin, sci) => groupOf(kingdom, fin, sci));
}

const alternatives: Record<string, string[] | string> = JSON.parse(readFileSync(new URL('./alternatives.json', import.meta.url), 'utf8'));
for (const [id, extra] of Object.entries(alternatives)) {
  if (id.startsWith('_')) continue;
  const row = rows.get(id)?.row;
  if (!row) throw new Error(`alternatives.json: ${id} is not in the table`);
  row.push(...(extra as string[]).map((name) => name.normalize('NFC').toLowerCase()));
}

// One file per group (src/names/lajinimet/kasvit.json …): the group is not repeated on every row,
// and each file stays well under the 1 MiB Biome formats and checks. Rows are sorted by name, then
// id, and written one a line as `npx biome format` leaves them: the same input gives the same files,
// and regenerating gives a readable diff.
const byGroup = new Map<Group, Row[]>(GROUPS.map((group) => [group, []]));
for (const { group, row } of rows.values()) byGroup.get(group)!.push(row);
const order = (a: Row, b: Row) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] < b[2] ? -1 : 1);
mkdirSync(output, { recursive: true });
for (const [group, list] of byGroup) {
  const lines = list.sort(order).map((row) => `  [${row.map((cell) => JSON.stringify(cell)).join(', ')}]`);
  // Biome keeps an array on one line when it fits in its 160 columns (a group of one species).
  const oneLine = `[${lines.map((line) => line.trim()).join(', ')}]`;
  writeFileSync(path.join(output, `${group}.json`), oneLine.length <= 160 ? `${oneLine}\n` : `[\n${lines.join(',\n')}\n]\n`);
}
console.log(`${output}: ${rows.size} rows`, Object.fromEntries([...byGroup].map(([group, list]) => [group, list.length])));
