/**
 * Test photos for face detection, made by sharp from SVG: an outdoor scene (sky, a birch, grass)
 * of 1600×1200, with or without a drawn face on it. No photo of a real person is needed or
 * committed, and the same options give the same bytes every time.
 */
import sharp from 'sharp';

export interface FacePhotoOptions {
  /** Height of the head (hair to chin) in pixels of the 1600×1200 photo. */
  faceSize?: number;
  /** Degrees the head is turned in the picture plane, clockwise. */
  tilt?: number;
  /** Centre of the head. */
  x?: number;
  y?: number;
  /** Skin and hair colours, for variety. */
  skin?: string;
  hair?: string;
}

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

/** The scene alone: sky, a birch trunk, grass and a path. */
function sceneSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#dfeaf2"/></linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9a3c"/><stop offset="1" stop-color="#3f6522"/></linearGradient>
  </defs>
  <rect width="1600" height="760" fill="url(#sky)"/>
  <rect y="700" width="1600" height="500" fill="url(#grass)"/>
  <path d="M700 1200 C 760 980, 820 860, 800 700 L 860 700 C 900 880, 980 1000, 1100 1200 Z" fill="#b9a78a"/>
  <rect x="1180" y="80" width="70" height="720" fill="#f2f0ea"/>
  <rect x="1180" y="200" width="70" height="14" fill="#222"/><rect x="1200" y="360" width="50" height="10" fill="#222"/>
  <rect x="1180" y="520" width="40" height="12" fill="#222"/><rect x="1190" y="660" width="60" height="10" fill="#333"/>
  <ellipse cx="1215" cy="110" rx="260" ry="150" fill="#4f7d2e"/>
  <ellipse cx="200" cy="640" rx="220" ry="90" fill="#557f35"/>
</svg>`;
}

/** A drawn head of height 200 around (0, 0): hair, skin, eyes, brows, nose, mouth, neck. */
function faceSvg(skin: string, hair: string): string {
  return `<ellipse cx="0" cy="-20" rx="78" ry="92" fill="${hair}"/>
  <rect x="-26" y="60" width="52" height="60" fill="${skin}"/>
  <ellipse cx="0" cy="5" rx="64" ry="82" fill="${skin}"/>
  <path d="M-66 -20 C -60 -90, 60 -90, 66 -20 C 40 -60, -40 -60, -66 -20 Z" fill="${hair}"/>
  <ellipse cx="-25" cy="-5" rx="13" ry="8" fill="#fff"/><ellipse cx="25" cy="-5" rx="13" ry="8" fill="#fff"/>
  <circle cx="-25" cy="-5" r="6" fill="#3a2a1a"/><circle cx="25" cy="-5" r="6" fill="#3a2a1a"/>
  <path d="M-40 -22 Q -25 -30 -10 -22" stroke="#3a2a1a" stroke-width="4" fill="none"/>
  <path d="M10 -22 Q 25 -30 40 -22" stroke="#3a2a1a" stroke-width="4" fill="none"/>
  <path d="M0 0 L -8 28 Q 0 33 8 28" stroke="#a0704f" stroke-width="3" fill="none"/>
  <path d="M-22 48 Q 0 62 22 48" stroke="#9c3b3b" stroke-width="5" fill="none"/>
  <ellipse cx="-66" cy="8" rx="8" ry="16" fill="${skin}"/><ellipse cx="66" cy="8" rx="8" ry="16" fill="${skin}"/>`;
}

/**
 * The JPEG of an SVG, drawn once per process: the same SVG gives the same bytes, and drawing a
 * 1600×1200 scene is most of a stubbed-detector test's time. Each caller gets its own copy.
 */
const drawn = new Map<string, Promise<Buffer>>();
async function draw(svg: string): Promise<Buffer> {
  let jpeg = drawn.get(svg);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    drawn.set(svg, jpeg);
  }
  return Buffer.from(await jpeg);
}

/** The scene with a drawn face on it, as JPEG bytes. */
export async function facePhoto(options: FacePhotoOptions = {}): Promise<Buffer> {
  const { faceSize = 320, tilt = 0, x = 560, y = 520, skin = '#e8b896', hair = '#5a3b1e' } = options;
  const scale = faceSize / 200;
  return draw(sceneSvg().replace('</svg>', `<g transform="translate(${x} ${y}) rotate(${tilt}) scale(${scale})">${faceSvg(skin, hair)}</g></svg>`));
}

/** The same scene without the face, as JPEG bytes. */
export async function sceneWithoutFace(): Promise<Buffer> {
  return draw(sceneSvg());
}
