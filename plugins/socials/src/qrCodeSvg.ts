import { renderSVG } from 'uqr'

/**
 * The QR code of a value as SVG markup (uqr does the encoding). Error correction 'M' keeps the
 * code scannable when a screen glares.
 */
export function qrCodeSvg(value: string): string {
  return renderSVG(value, { ecc: 'M', border: 2, pixelSize: 6, whiteColor: '#ffffff', blackColor: '#141414' })
}
