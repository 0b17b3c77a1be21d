import type { ThemeVariables } from '../options/appKitOptionsSchema'
import { onAccentColor } from './contrast'

/**
 * Puts the dapp's theme variables on the modal's host element as CSS custom properties, which
 * the shadow root's styles read; variables no longer set are removed. `--portico-on-accent` is the
 * label colour (white or near-black) that passes WCAG AA on the accent. Used by the modal and the
 * page's buttons alike.
 */
export function applyThemeVariables(host: HTMLElement, variables: ThemeVariables, previous: ThemeVariables = {}) {
  for (const name of Object.keys(previous)) {
    if (!(name in variables)) host.style.removeProperty(name)
  }
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) continue
    // The mix strength is a percentage in AppKit's API.
    host.style.setProperty(name, name === '--w3m-color-mix-strength' ? `${value}%` : String(value))
  }
  const onAccent = variables['--w3m-accent'] === undefined ? undefined : onAccentColor(variables['--w3m-accent'])
  if (onAccent) host.style.setProperty('--portico-on-accent', onAccent)
  else host.style.removeProperty('--portico-on-accent')
}
