export type Rgb = readonly [number, number, number]

/**
 * The label colour on light accents: black, since only pure black passes 4.5:1 on every accent
 * where white fails (a mid blue such as #4f6bff has 4.3:1 with white and with #141414).
 */
export const DARK_TEXT = '#000'

/**
 * sRGB channels (0-255) of `#rgb`, `#rrggbb` or `rgb(r, g, b)`, or undefined for another notation
 * (a named colour, hsl(), a var()): then the CSS fallback stays.
 * @example parseColor('#fff') // [255, 255, 255]
 */
export function parseColor(color: string): Rgb | undefined {
  const value = color.trim()
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value)
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined
}

/** WCAG 2.1 relative luminance of an sRGB colour. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The colour of a label on `accent`: white, or black where white falls under WCAG AA's 4.5:1 (a
 * yellow or green accent, or a mid blue); one of the two always passes. Undefined when `accent` is
 * not a notation parseColor reads.
 * @example onAccentColor('#ffd600') // '#000'
 */
export function onAccentColor(accent: string): string | undefined {
  const rgb = parseColor(accent)
  if (!rgb) return undefined
  // White's contrast, 1.05 / (L + 0.05), is 4.5 or more up to this luminance.
  return luminance(rgb) <= 1.05 / 4.5 - 0.05 ? '#fff' : DARK_TEXT
}
