import { parseColor, type Rgb } from '../theme/contrast'
import { contrastRatio } from '../theme/contrastRatio'

const mix = (from: Rgb, to: Rgb, weight: number): Rgb => from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * weight)) as unknown as Rgb

/**
 * The accent as text (tags, links) on a theme's background: the accent mixed towards `towards`
 * (white in the dark theme, black in the light one) by the least 10% step that keeps WCAG AA's
 * 4.5:1 against `background` tinted by the accent as a tag is (15%).
 * @example accentTextColor([255, 214, 0], [255, 255, 255], [0, 0, 0]) // 'rgb(102 86 0)'
 */
export function accentTextColor(accent: Rgb, background: Rgb, towards: Rgb): string {
  const tinted = mix(background, accent, 0.15)
  let step = 0
  let text = accent
  while (step < 10 && contrastRatio(text, tinted) < 4.5) text = mix(accent, towards, ++step / 10)
  return `rgb(${text.join(' ')})`
}

/**
 * Sets the accent text colours of both themes on the modal's host for a dapp's `--w3m-accent`;
 * removes them (the stylesheet's defaults apply) for an accent parseColor cannot read.
 */
export function applyAccentText(host: HTMLElement, accent: string | undefined) {
  const rgb = accent === undefined ? undefined : parseColor(accent)
  for (const [theme, background, towards] of [
    // Against the list item's colour, where tags sit: it is the nearer to the accent's of the two backgrounds.
    ['dark', [31, 33, 33], [255, 255, 255]],
    ['light', [243, 243, 243], [0, 0, 0]],
  ] as const) {
    const name = `--portico-accent-text-${theme}`
    if (rgb) host.style.setProperty(name, accentTextColor(rgb, background, towards))
    else host.style.removeProperty(name)
  }
}
