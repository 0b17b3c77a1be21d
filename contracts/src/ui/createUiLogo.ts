import { badgeHue } from './avatarColors'
import { showableLogo } from './showableLogo'
import type { UiComponent, UiKit } from './uiKit'
import type { UiRuntime } from './uiRuntime'

/**
 * The kit's LetterBadge and Logo: a logo from the data, or the first letter of its name in a
 * tinted circle when it has none, it is not a showable image, or the image fails.
 *
 * @example const { Logo } = createUiLogo(runtime)
 */
export function createUiLogo({ createElement: h, useState }: Pick<UiRuntime, 'createElement' | 'useState'>): Pick<UiKit, 'LetterBadge' | 'Logo'> {
  const LetterBadge: UiKit['LetterBadge'] = ({ name, size = 32 }) =>
    h('span', {
      className: 'ui-letter-badge',
      'aria-hidden': true,
      'data-fallback': 'letter',
      // Drawn by CSS (::before), so the letter is not part of the row's text.
      'data-letter': [...name.trim()][0]?.toUpperCase() ?? '?',
      // Dark enough for white text at every hue (over 4.5:1).
      style: { width: size, height: size, fontSize: Math.round(size * 0.42), background: `hsl(${badgeHue(name)} 55% 30%)` },
    })

  const Logo: UiKit['Logo'] = ({ src, name, size = 32 }) => {
    // The source that failed: a new source is tried again.
    const [failed, setFailed] = useState<string | undefined>(undefined)
    if (!showableLogo(src) || failed === src) return h(LetterBadge as UiComponent<never>, { name, size })
    return h('img', { className: 'ui-logo', src, alt: '', width: size, height: size, decoding: 'async', onError: () => setFailed(src) })
  }
  return { LetterBadge, Logo }
}
