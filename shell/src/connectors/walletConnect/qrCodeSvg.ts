import { renderSVG } from 'uqr'

/**
 * The pairing URI as SVG markup. Error correction 'M' keeps the code scannable when a screen
 * glares; uqr does the encoding (loaded with the WalletConnect chunk, never before).
 */
export function qrCodeSvg(value: string, size: number): string {
  return renderSVG(value, { ecc: 'M', border: 2, pixelSize: 6, whiteColor: '#ffffff', blackColor: '#141414' }).replace('<svg ', `<svg width="${size}" height="${size}" `)
}
