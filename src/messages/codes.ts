/**
 * Every problem's stable identity, in the manner of Astro's error catalogue: tests, the GitHub
 * annotation titles, `npm run uusi` and other tools (a teacher's class report) match on the code,
 * so the Finnish wording next to it can change freely. A code never changes meaning once it is
 * here; add a new one instead. One line each says when it fires.
 */
export const problemCodes = {
  // Front matter and YAML (src/content/front-matter.ts)
  'content.file.notUtf8': 'a content file is not UTF-8 text',
  'content.file.noFrontMatter': 'a content file does not start with the --- block',
  'content.file.unclosedFrontMatter': 'the --- block is opened but never closed',
  'content.file.notKeyValue': 'the block is not lines of `key: value`',
  'content.yaml.tab': 'a line is indented with a tab',
  'content.yaml.quote': 'a quote is left open on a line',
  'content.yaml.colonInValue': 'a value holds `: ` and is not quoted',
  'content.yaml.indent': 'a line is indented wrongly',
  'content.yaml.duplicateKey': 'a key is written twice',
  'content.yaml.other': 'YAML rejected a line for another reason',
  'content.yaml.anchor': 'a value uses a YAML anchor (&) or alias (*)',
  'content.yaml.tag': 'a value carries a YAML tag (!!binary, !x)',
  'content.file.nul': 'a line holds a NUL character',
  'content.file.secondFrontMatter': 'a second --- block follows the description (the template pasted twice)',
  'content.file.descriptionInFrontMatter': 'a sentence stands inside the --- block (the description above the closing ---)',
  'content.file.tooLong': 'the description is over the content limit',
  'content.text.halfCharacter': 'a value holds half of a character (a lone surrogate escape)',
  'content.key.noColon': 'a known key is written without its colon',
  // Files under src/data that nothing reads (src/content/data-files.ts), warnings
  'content.files.unread': 'a file under src/data is never read (wrong name, type or folder)',
  // Markdown in a description that the page shows as plain text (src/content/inline-markdown.ts), warnings
  'content.markdown.plain': 'a description line uses Markdown the page shows as plain text',
  // Files and keys (src/content/parse-content.ts, check-fields.ts)
  'content.collection.missing': 'src/data/kokoelma.md is not there',
  'content.species.notInGroup': 'a species file is not inside a group folder',
  'content.species.nestedFolder': 'a species file is in a folder inside a group folder (lajit/kasvit/puut/kuusi.md)',
  'content.key.unknown': 'a key no file of this kind has (a suggestion is given)',
  'content.key.id': 'the page id is written by hand (it comes from the name)',
  'content.key.required': 'a required key is missing or empty',
  'content.key.notText': 'a key that takes one text holds a list or keys',
  'content.key.notList': 'a key that takes a list holds keys',
  'content.key.yesNo': 'a yes/no key (pdf) is neither kyllä nor ei',
  'content.name.notFirstName': 'the author name is more than a first name',
  'content.name.invisible': 'a name holds an invisible character',
  'content.locations.value': 'sijainnit: is anything but `saa näkyä`',
  // Species names and their page ids (src/content/species-id.ts)
  'content.title.unsafe': 'a name makes a page id no server or disk can hold',
  'content.title.sameId': 'two species make the same page id',
  'content.title.caseOnly': 'two species page ids differ only in case',
  // Dates (src/content/finnish-date.ts)
  'content.date.noYear': 'a date has no year',
  'content.date.shortYear': 'a date has a two-digit year',
  'content.date.form': 'a date is not written as päivä.kuukausi.vuosi',
  'content.date.notReal': 'a date is not in the calendar (31.2.)',
  'content.date.tooOld': 'a date is before 1800',
  'content.date.future': 'a date is in the future',
  // Photo list items (src/content/check-images.ts)
  'content.image.empty': 'a photo item has no path',
  'content.image.backslash': 'a photo path uses \\',
  'content.image.absolute': 'a photo path is a full path',
  'content.image.outside': 'a photo path leaves the assets folder',
  'content.image.type': 'a photo path has a type the build does not read',
  'content.image.itemKeys': 'a photo item has keys other than tiedosto/kohde/lupa',
  'content.image.noFile': 'a photo item with keys has no tiedosto',
  'content.image.focus': 'kohde: is not two percentages',
  'content.image.assetsPrefix': 'a photo path starts with assets/',
  'content.image.webAddress': 'a photo path is a web address',
  'image.nameMismatch': 'the photo file is there under a name differing in case or Unicode form',
  // Sources (src/content/check-sources.ts)
  'content.source.notAddress': 'a source does not start with http(s)://',
  'content.source.badAddress': 'a source address is not a valid URL',
  'content.source.credentials': 'a source address carries a user name or password',
  'content.source.noName': 'a source has an address but no name',
  'content.source.noScheme': 'a source address starts with www. and has no https://',
  'content.source.spaceInAddress': 'a source address seems to hold a space (its name goes on lower case)',
  'content.source.hostWithoutDot': 'a source address has no dot in its host (a space inside the address cut it: https://exa mple.com)',
  // Photos the image stage could not use (src/images/errors.ts ImageErrorKind, as `image.<kind>`)
  'image.missing': 'the photo file is not in the assets folder',
  'image.unreadable': 'the photo file could not be read',
  'image.not-a-file': 'the photo path is a folder or a special file',
  'image.outside-assets': 'the photo path leads (through a link) outside the assets folder',
  'image.empty': 'the photo file is empty',
  'image.not-an-image': 'the file has no image size (not an image)',
  'image.heic': 'a HEIC photo cannot be decoded on this machine',
  'image.too-large': 'the photo is over the size or pixel limit',
  'image.undecodable': 'the photo is damaged or cannot be decoded',
  'image.disk-full': 'the disk filled while caching the photo',
  'image.failed': 'the photo failed for a reason nothing foresaw (a bug)',
  // Photo privacy (src/privacy/photo-privacy.ts)
  'image.location': 'a photo carries a location the collection does not allow',
  'image.identity': 'a photo carries camera or owner details (warning)',
  // Faces (src/privacy/faces/, checked in src/pipeline/site-core.ts)
  'image.face': "a photo probably shows a person's face and has no lupa: kyllä (warning)",
  // Photos the build could use better (src/pipeline/site-core.ts)
  'image.unused': 'a photo in the assets folder that no species uses (warning)',
  'image.qualityFloor': "a photo's small versions were compressed at the lowest quality allowed to keep the page light (notice)",
  // The build and its output (src/pipeline, src/output)
  'content.invalid': 'heading: the build stopped on the content problems listed',
  'build.overBudget': 'a page is over its weight budget',
  'build.scriptOverBudget': 'the gallery script is over its budget',
  'build.overBudgetHeading': 'heading: the build stopped on pages over budget',
  'output.refused': 'the output folder is not one the build may replace',
  'output.locked': 'another build holds the output folder',
  'output.writeFailed': 'writing the site failed (a full disk, a folder that cannot be written)',
  // The cache between runs (src/cache/store.ts): a warning, never fatal
  'cache.writeFailed': 'a cache folder could not be written (the run is fine, the next one slower)',
  // Settings (src/config.ts)
  'settings.value': 'a flag or environment variable cannot be used',
  'settings.flag': 'a command line holds a flag the command does not take, or a flag without its value (src/flags.ts)',
  // The booklet (src/booklet)
  'booklet.failed': 'the PDF booklet was not made (browser missing or failed)',
  // npm run uusi / aloita / puhdista-kuvat (src/author)
  'author.usage': 'a command was given a wrong option or word',
  'author.nameEmpty': 'uusi: the species name is empty',
  'author.nameUnsafe': 'uusi: the species name makes no page id',
  'author.nameTaken': 'uusi: a species of that name is already there',
  'author.addressTaken': 'uusi: another species already has that page id',
  'author.group.unknown': 'uusi: no such group',
  'author.photo.missing': 'uusi: a photo given is not there',
  'author.photo.type': 'uusi: a photo given is of a type the build does not read',
  'author.photo.twice': 'uusi: the same photo is given twice',
  'author.photo.refused': 'uusi: a photo given cannot be used (its problem says why)',
  'author.photo.folder': 'uusi: a folder was given (dragged) where a photo was expected',
  'author.photos.refused': 'uusi: several photos given cannot be used, each named',
  'author.usage.noDashes': 'uusi: the options reached npm, not the command, because -- is missing',
  'author.name.didYouMean': 'uusi: the name is a letter or two off a name in the table; nothing written',
  'author.contentInvalid': 'uusi: the collection already has problems, so nothing is added',
  'author.newFileInvalid': 'uusi: the new species file did not pass the checks (rolled back)',
  'author.writeFailed': 'uusi/aloita/puhdista-kuvat: writing a file failed',
  'author.clean.pixelsChanged': 'puhdista-kuvat/uusi: the cleaned photo would not decode to the same pixels, so the original was kept',
  'author.locked': 'uusi: another command is writing the collection (it holds the content lock) and did not finish in time',
  'author.start.invalid': 'aloita: a value given for the new collection is wrong',
  'author.start.empty': 'aloita: a value is empty',
  'author.start.oneLine': 'aloita: a value spans lines',
  'author.start.tooLong': 'aloita: a value is too long',
  'author.start.ownSpecies': "aloita: a species of the student's own would be removed",
  // The YKJ square of a species file (src/content/check-square.ts)
  'content.square.form': 'ruutu: is not of the form 721:342',
  'content.square.outside': 'ruutu: lies outside the grid of Finland (numbers swapped?)',
  // Names against the table of Finnish species names (src/content/check-names.ts): warnings only
  'content.name.nearMiss': 'warning: a Finnish name one or two letters from a name in the table',
  'content.name.scientificConflict': 'warning: the table gives this Finnish name another scientific name',
  // npm run havainnot (src/author/export-observations.ts)
  'export.noObserver': 'havainnot: no observer name was given',
  'export.noDate': 'havainnot: a species has no kuvausaika, so it is not exported',
  'export.noSquare': 'havainnot: a species has no ruutu, so it is not exported',
  'export.noDateNoSquare': 'havainnot: a species has neither kuvausaika nor ruutu',
  // npm run serve / dev (src/serve)
  'serve.portInUse': 'the port is taken by another program',
  'serve.portDenied': 'the port may not be opened',
  'serve.noSite': 'there is no built site to serve',
  // The assignment's requirements, src/data/tehtava.md (src/content/requirements.ts): warnings, never fatal
  'assignment.badValue': 'tehtava.md has a key or value the check cannot read',
  'assignment.tooFewSpecies': 'the collection has fewer species than lajeja vähintään',
  'assignment.tooFewInGroup': 'a group has fewer species than ryhmittäin asks',
  'assignment.missingField': 'a species lacks a key pakolliset tiedot asks for',
  'assignment.tooFewParagraphs': 'a species description has fewer paragraphs than asked',
  // npm run luokka, the teacher's class report (src/teacher/class-report*.ts)
  'teacher.noFolder': 'luokka: no folder of repositories was given',
  'teacher.folderMissing': 'luokka: the folder given is not there',
  'teacher.assignmentMissing': 'luokka: the --tehtava file given is not there',
  'teacher.noRepositories': 'luokka: no collection repository under the folder',
  // npm run palautus, the hand-in copy (src/pipeline/hand-in.ts)
  'handin.noName': 'palautus: no --nimi was given',
  'handin.name': 'palautus: the name given is not a first name and surname',
  'handin.contentInvalid': 'palautus: heading: the copy was not made on the problems listed',
  // Anything else a person must fix, without a more precise code yet
  'student.error': 'a mistake a person can fix; its heading says what',
} as const;

/** A problem's stable identity; see `problemCodes` for when each fires. */
export type ProblemCode = keyof typeof problemCodes;

/** A photo the image stage refused, as its problem code: `ImageError.kind` `missing` → `image.missing`. */
export const imageCode = <K extends string>(kind: K): `image.${K}` => `image.${kind}`;
