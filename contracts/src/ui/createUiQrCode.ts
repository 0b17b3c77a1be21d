import { qrPath } from './qrPath'
import { showableLogo } from './showableLogo'
import type { UiKit } from './uiKit'
import type { UiRuntime } from './uiRuntime'

type QrMatrix = readonly (readonly boolean[])[]

/**
 * The kit's QrCode: the code of `value` (its encoder loads with the first code shown), with a
 * logo in the centre under high error correction when one is given.
 *
 * @example const QrCode = createUiQrCode(runtime)
 */
export function createUiQrCode({ createElement: h, useState, useEffect }: UiRuntime): UiKit['QrCode'] {
  return ({ value, label, logo, size = 280, testId }) => {
    const [encoded, setEncoded] = useState<{ value: string; matrix: QrMatrix } | undefined>(undefined)
    const withLogo = showableLogo(logo)
    useEffect(() => {
      let current = true
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
    const logoSize = Math.round((size * (2 * hole - 1)) / modules)
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
      matrix && withLogo ? h('img', { className: 'ui-qr-logo', src: logo, alt: '', style: { width: logoSize, height: logoSize } }) : null,
    )
  }
}
