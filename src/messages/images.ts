/**
 * How the content stage sets a photo's problem (its text in the catalogue entry, `problems/images.ts`)
 * at the species file's line of the `kuvat` item, in Finnish.
 */
export const imageMessages = {
  /** `kuva "kasvit/kielo-1.jpg": …` */
  about: (source: string, message: string) => `kuva "${source}": ${message}`,
} as const;
