import { isWalletIconSrc } from '../url/imageUrl'
import { avatarColors, badgeHue } from './avatarColors'
import { ICON_PATHS } from './iconPaths'
import { qrPath } from './qrPath'
import type { UiComponent, UiKit } from './uiKit'

type Props = Record<string, unknown>

/**
 * The parts of React the kit draws with, lent by whoever renders it (the shell, a test): contracts
 * stays framework-free and plugins get the shell's own components.
 */
export interface UiRuntime {
  createElement: (type: string | UiComponent<never>, props: Props | null, ...children: unknown[]) => unknown
  useState: <S>(initial: S) => [S, (next: S) => void]
  useEffect: (effect: () => void | (() => void), deps: readonly unknown[]) => void
}

type QrMatrix = readonly (readonly boolean[])[]

/** A logo from the data is shown only when it is an http(s) image or a wallet's image data URI. */
const showable = (src: string | null | undefined): src is string => typeof src === 'string' && isWalletIconSrc(src)

/**
 * The UI kit's components, drawn with `runtime` (PluginHost.ui). The CSS is UI_KIT_STYLES, which
 * the shell adopts into the modal's shadow root.
 * @example const ui = createUiKit({ createElement, useState, useEffect }) // from 'react'
 */
export function createUiKit(runtime: UiRuntime): UiKit {
  const { createElement: h, useState, useEffect } = runtime

  const Icon: UiKit['Icon'] = ({ name, size = 20, label }) =>
    h(
      'svg',
      {
        className: 'ui-icon',
        viewBox: '0 0 24 24',
        width: size,
        height: size,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' }),
      },
      h('path', { d: ICON_PATHS[name] }),
    )

  const Avatar: UiKit['Avatar'] = ({ address, size = 40 }) => {
    const [from, to] = avatarColors(address)
    return h('span', {
      className: 'ui-avatar',
      'aria-hidden': true,
      'data-testid': 'ui-avatar',
      style: { width: size, height: size, background: `radial-gradient(circle at 30% 25%, ${from}, ${to})` },
    })
  }

  const LetterBadge: UiKit['LetterBadge'] = ({ name, size = 32 }) =>
    h(
      'span',
      {
        className: 'ui-letter-badge',
        'aria-hidden': true,
        'data-fallback': 'letter',
        // Drawn by CSS (::before), so the letter is not part of the row's text.
        'data-letter': [...name.trim()][0]?.toUpperCase() ?? '?',
        // Dark enough for white text at every hue (over 4.5:1).
        style: { width: size, height: size, fontSize: Math.round(size * 0.42), background: `hsl(${badgeHue(name)} 55% 30%)` },
      },
    )

  const Logo: UiKit['Logo'] = ({ src, name, size = 32 }) => {
    // The source that failed: a new source is tried again.
    const [failed, setFailed] = useState<string | undefined>(undefined)
    if (!showable(src) || failed === src) return h(LetterBadge as UiComponent<never>, { name, size })
    return h('img', { className: 'ui-logo', src, alt: '', width: size, height: size, decoding: 'async', onError: () => setFailed(src) })
  }

  const ErrorAlert: UiKit['ErrorAlert'] = ({ message, testId }) => (message ? h('p', { className: 'alert', role: 'alert', 'data-testid': testId }, message) : null)

  const QrCode: UiKit['QrCode'] = ({ value, label, logo, size = 280, testId }) => {
    const [encoded, setEncoded] = useState<{ value: string; matrix: QrMatrix } | undefined>(undefined)
    const withLogo = showable(logo)
    useEffect(() => {
      let current = true
      // The encoder loads with the first code shown, not with the modal.
      void import('uqr').then(({ encode }) => {
        if (current) setEncoded({ value, matrix: encode(value, { ecc: withLogo ? 'H' : 'M', border: 2 }).data })
      })
      return () => {
        current = false
      }
    }, [value, withLogo])
    const matrix = encoded?.value === value ? encoded.matrix : undefined
    const modules = matrix?.length ?? 0
    // High error correction restores up to 30 %; the logo hides under 10 % of the modules.
    const hole = withLogo ? Math.round(modules * 0.12) : 0
    return h(
      'div',
      { className: 'ui-qr', role: 'img', 'aria-label': label, 'data-testid': testId, 'data-ready': matrix ? 'true' : 'false', style: { width: size, height: size } },
      matrix
        ? h(
            'svg',
            { viewBox: `0 0 ${modules} ${modules}`, width: size, height: size, shapeRendering: 'crispEdges', 'aria-hidden': true },
            h('rect', { width: modules, height: modules, fill: '#ffffff' }),
            h('path', { d: qrPath(matrix, hole), fill: '#141414' }),
          )
        : null,
      matrix && withLogo ? h('img', { className: 'ui-qr-logo', src: logo, alt: '', style: { width: Math.round((size * (2 * hole - 1)) / modules), height: Math.round((size * (2 * hole - 1)) / modules) } }) : null,
    )
  }

  return { Icon, Avatar, LetterBadge, Logo, ErrorAlert, QrCode }
}
