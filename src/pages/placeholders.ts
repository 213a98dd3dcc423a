/**
 * Loading placeholders: each image's average colour as a CSS class, because a strict
 * Content-Security-Policy forbids `style=""` attributes. The views name the class, the stylesheet
 * defines it; both come from here.
 */

/** The CSS class that paints an image's average colour while it loads. */
export const colorClass = (color: string): string => `ph-${color.slice(1)}`;

/** One CSS rule per distinct colour, sorted so the stylesheet's bytes do not depend on order. */
export function placeholderRules(colors: Iterable<string>): string {
  return [...new Set(colors)]
    .sort()
    .map((color) => `.${colorClass(color)}{background-color:${color}}`)
    .join('\n');
}
