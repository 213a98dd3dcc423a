/**
 * Loading placeholders: each image's average colour as a CSS class, because a strict
 * Content-Security-Policy forbids `style=""` attributes. The views name the class, the inline
 * stylesheet defines it; both come from here.
 *
 * Colours are rounded to the 216 "web-safe" colours (six steps per channel, `#036`), so the rules
 * every page carries stay few however large the collection grows: at most 216 (6.5 KB, 1 KB gzip),
 * where one rule per photo would grow by a rule with every image. A step is 20 % of the range, close
 * enough for the colour a box shows while its photo loads.
 */

const STEPS = '0369cf';

/** `#rrggbb` rounded to the nearest palette colour, written `#rgb` (each digit one of 0 3 6 9 c f). */
export function paletteColor(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new Error(`Expected a colour like #4a6b3a. Received: ${color}`);
  const channels = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  return `#${channels.map((value) => STEPS[Math.round(value / 51)]).join('')}`;
}

/** The CSS class that paints an image's average colour (rounded to the palette) while it loads. */
export const colorClass = (color: string): string => `ph-${paletteColor(color).slice(1)}`;

/** One CSS rule per palette colour in use, sorted so the stylesheet's bytes do not depend on order. */
export function placeholderRules(colors: Iterable<string>): string {
  return [...new Set([...colors].map(paletteColor))]
    .sort()
    .map((color) => `.ph-${color.slice(1)}{background-color:${color}}`)
    .join('\n');
}
