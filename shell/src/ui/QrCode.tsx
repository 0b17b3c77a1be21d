import { useEffect, useState } from 'react'
import { Icon } from './Icon'
import { finderOrigins, qrDots, type QrMatrix } from './qrShapes'
import type { ReactUiKit } from './reactUiKit'
import { showableLogo } from './showableLogo'

/** Quiet modules around the code. */
const BORDER = 2
const DARK = '#141414'

/** The matrix of `value` under high error correction (the centre logo hides modules); the encoder loads with the first code. */
function useQrMatrix(value: string): QrMatrix | undefined {
  const [encoded, setEncoded] = useState<{ value: string; matrix: QrMatrix } | undefined>(undefined)
  useEffect(() => {
    let current = true
    void import('uqr').then(({ encode }) => {
      if (current) setEncoded({ value, matrix: encode(value, { ecc: 'H', border: BORDER }).data })
    })
    return () => {
      current = false
    }
  }, [value])
  return encoded?.value === value ? encoded.matrix : undefined
}

/** The three corner squares, drawn round as a ring around a dot. */
function Finders({ modules }: { modules: number }) {
  return finderOrigins(modules, BORDER).map(([x, y]) => (
    <g key={`${x}-${y}`} fill={DARK}>
      <path d={`M${x + 1.6} ${y}h3.8a1.6 1.6 0 0 1 1.6 1.6v3.8a1.6 1.6 0 0 1-1.6 1.6h-3.8a1.6 1.6 0 0 1-1.6-1.6v-3.8a1.6 1.6 0 0 1 1.6-1.6zM${x + 1.8} ${y + 1}a.8 .8 0 0 0-.8 .8v3.4a.8 .8 0 0 0 .8 .8h3.4a.8 .8 0 0 0 .8-.8v-3.4a.8 .8 0 0 0-.8-.8z`} fillRule="evenodd" />
      <rect x={x + 2} y={y + 2} width={3} height={3} rx={1} />
    </g>
  ))
}

/** The centre: the given logo, or the kit's wallet mark when there is none to show. */
function CentreLogo({ logo, size }: { logo: string | undefined; size: number }) {
  if (showableLogo(logo)) return <img className="ui-qr-logo" src={logo} alt="" style={{ width: size, height: size }} />
  return (
    <span className="ui-qr-logo ui-qr-mark" aria-hidden="true" style={{ width: size, height: size }}>
      <Icon name="wallet" size={Math.round(size * 0.6)} />
    </span>
  )
}

/** A scannable QR code: round modules, rounded corner squares, a logo in the centre, a shimmer until drawn. */
export const QrCode: ReactUiKit['QrCode'] = ({ value, label, logo, size = 280, testId }) => {
  const matrix = useQrMatrix(value)
  const modules = matrix?.length ?? 0
  // High error correction restores up to 30 %; the logo hides under 10 % of the modules.
  const hole = Math.round(modules * 0.12)
  const logoSize = modules ? Math.round((size * (2 * hole - 1)) / modules) : 0
  return (
    <div className="ui-qr" role="img" aria-label={label} data-testid={testId} data-ready={matrix ? 'true' : 'false'} style={{ width: size, height: size }}>
      {matrix ? (
        <svg viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} aria-hidden="true">
          <rect width={modules} height={modules} fill="#ffffff" />
          <path d={qrDots(matrix, { border: BORDER, hole })} fill={DARK} />
          <Finders modules={modules} />
        </svg>
      ) : null}
      {matrix ? <CentreLogo logo={logo} size={logoSize} /> : null}
    </div>
  )
}
