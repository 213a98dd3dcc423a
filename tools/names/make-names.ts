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
 * Each file is `{ "MX.…": { fin, swe, sci, heading? } }`. Only taxa with a Finnish name and a
 * scientific name are kept (the FinBIF export writes `nan` for none): the table is looked up by
 * Finnish name, and the export needs the scientific one. The school list (koulut) comes first and its headings
 * give the group; for the rest the group comes from the kingdom file and, where a file mixes our
 * groups, from the Finnish name's ending (Finnish names end in the kind of organism: -sammal,
 * -jäkälä, -perhonen, -mittari …). The group is only the default `npm run uusi` offers.
 *
 * Each row also gets its kingdom and its rank, for the Darwin Core export (GBIF strongly
 * recommends both): the kingdom from the kingdom file that holds the taxon, else from the school
 * list's heading; the rank from the scientific name's form (two words: a species; `subsp.`,
 * `var.`; `coll.`, `s.l.`, `/`: an aggregate), else from tools/names/ranks.json, written by hand
 * for the few higher taxa (`naavat` = Usnea, a genus). A name of no known form and not in that
 * file stops the script: a rank is never guessed.
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
/** Darwin Core's kingdom names of the taxa in the source files. */
type Kingdom = 'Plantae' | 'Fungi' | 'Animalia' | 'Chromista';
/** One row: Finnish name, scientific name, FinBIF id, kingdom, rank, then any alternative Finnish names. */
type Row = [string, string, string, Kingdom, string, ...string[]];

const [dir, output = 'src/names/lajinimet'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx tools/names/make-names.ts <dir with koulut_2025.json …> [output folder]');
  process.exit(1);
}
const read = (file: string): Record<string, Taxon> => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/**
 * School list headings (koulut_2025.json) → our group, and the kingdom of its taxa that no kingdom
 * file holds. Spiders are told apart by name below. Of the algae, the green one (Cladophora) is in
 * the plant file; the other, rakkohauru (Fucus, a brown alga), is in kingdom Chromista.
 */
const HEADING: Record<string, [Group, Kingdom]> = {
  Levät: ['muut', 'Chromista'],
  Sammalet: ['sammalet', 'Plantae'],
  'Kortteet, lieot ja saniaiset': ['kasvit', 'Plantae'],
  Puut: ['puut', 'Plantae'],
  'Varvut ja muut puuvartiset kasvit': ['kasvit', 'Plantae'],
  'Muut kasvit': ['kasvit', 'Plantae'],
  Jäkälät: ['jakalat', 'Fungi'],
  Käävät: ['sienet', 'Fungi'],
  Helttasienet: ['sienet', 'Fungi'],
  'Muut sienet': ['sienet', 'Fungi'],
  'Hyönteiset: luteet': ['hyonteiset', 'Animalia'],
  'Hyönteiset: pistiäiset': ['hyonteiset', 'Animalia'],
  'Hyönteiset: kovakuoriaiset': ['hyonteiset', 'Animalia'],
  'Hyönteiset: perhoset': ['perhoset', 'Animalia'],
  'Muut hyönteiset': ['hyonteiset', 'Animalia'],
  Hämähäkkieläimet: ['muut', 'Animalia'],
  Nilviäiset: ['muut', 'Animalia'],
  'Muut selkärangattomat': ['muut', 'Animalia'],
  Kalat: ['muut', 'Animalia'],
  'Matelijat ja sammakkoeläimet': ['muut', 'Animalia'],
  Vesilinnut: ['linnut', 'Animalia'],
  Varpuslinnut: ['linnut', 'Animalia'],
  'Muut linnut': ['linnut', 'Animalia'],
  Nisäkkäät: ['muut', 'Animalia'],
};

/** The kingdom files, and the kingdom of every taxon in each. */
const KINGDOM_FILES = { plantae: 'Plantae', fungi: 'Fungi', insecta: 'Animalia' } as const satisfies Record<string, Kingdom>;
type KingdomFile = keyof typeof KINGDOM_FILES;

/** Ranks by hand, for the names whose form does not tell (`Usnea`: a genus, `Odonata`: an order). */
const RANKS: Record<string, string> = JSON.parse(readFileSync(new URL('./ranks.json', import.meta.url), 'utf8'));

/**
 * A name's rank in Darwin Core's taxonRank words (GBIF's rank vocabulary): from its form, or from
 * ranks.json. Throws for any other name, so a new source file cannot slip in a wrong rank.
 */
function rankOf(id: string, sci: string): string {
  if (/^[A-Z][a-zäëæ-]+ [a-zäëæ-]+$/.test(sci)) return 'species';
  if (/ subsp\. /.test(sci)) return 'subspecies';
  if (/ var\. /.test(sci)) return 'variety';
  if (/ (coll|s\.l|group)\.$| -ryhmä$|\//.test(sci)) return 'speciesAggregate';
  const rank = RANKS[id];
  if (!rank) throw new Error(`no rank for ${id} ${sci}: add it to tools/names/ranks.json`);
  return rank;
}

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

function groupOf(kingdom: KingdomFile, fin: string, sci: string): Group {
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

const kingdomFiles = Object.fromEntries(Object.keys(KINGDOM_FILES).map((kingdom) => [kingdom, read(`${kingdom}_2025_all.json`)])) as Record<
  KingdomFile,
  Record<string, Taxon>
>;

const rows = new Map<string, { group: Group; row: Row }>();
function add(id: string, taxon: Taxon, group: (fin: string, sci: string) => Group, kingdom: Kingdom): void {
  if (!taxon.fin?.trim() || !taxon.sci?.trim() || taxon.sci.trim() === 'nan' || rows.has(id)) return;
  const [fin, ...alternatives] = names(taxon.fin);
  const sci = taxon.sci.normalize('NFC').trim().replace(/\s+/g, ' ');
  rows.set(id, { group: group(fin!, sci), row: [fin!, sci, id, kingdom, rankOf(id, sci), ...alternatives] });
}

/** The kingdom of a school-list taxon: its kingdom file's, else its heading's. */
function kingdomOf(id: string, headingKingdom: Kingdom): Kingdom {
  const file = (Object.keys(KINGDOM_FILES) as KingdomFile[]).find((kingdom) => kingdomFiles[kingdom][id]);
  return file ? KINGDOM_FILES[file] : headingKingdom;
}

let heading = '';
for (const [id, taxon] of Object.entries(read('koulut_2025.json'))) {
  heading = taxon.heading ?? heading;
  const known = HEADING[heading];
  if (!known) throw new Error(`unknown heading ${heading} in koulut_2025.json`);
  const [group, kingdom] = known;
  add(id, taxon, (fin) => (group === 'muut' && SPIDER.test(fin) ? 'hamahakit' : group), kingdomOf(id, kingdom));
}
for (const kingdom of Object.keys(KINGDOM_FILES) as KingdomFile[]) {
  for (const [id, taxon] of Object.entries(kingdomFiles[kingdom])) add(id, taxon, (fin, sci) => groupOf(kingdom, fin, sci), KINGDOM_FILES[kingdom]);
}

const alternatives: Record<string, string[] | string> = JSON.parse(readFileSync(new URL('./alternatives.json', import.meta.url), 'utf8'));
for (const [id, extra] of Object.entries(alternatives)) {
  if (id.startsWith('_')) continue;
  const row = rows.get(id)?.row;
  if (!row) throw new Error(`alternatives.json: ${id} is not in the table`);
  row.push(...(extra as string[]).map((name) => name.normalize('NFC').toLowerCase()));
}

for (const id of Object.keys(RANKS)) {
  if (!id.startsWith('_') && !rows.has(id)) throw new Error(`ranks.json: ${id} is not in the table`);
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
