/** The part of heic-decode (plain JavaScript, no types of its own) that `heic.ts` uses. */
declare module 'heic-decode' {
  /** Decodes the first top-level image to RGBA, with the container's rotation and mirroring applied. */
  export default function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
