import { describe, expect, it } from 'vitest'
import { encode } from 'uqr'
import { qrCodeSvg } from './qrCodeSvg'

describe('qrCodeSvg', () => {
  it('renders an SVG whose modules encode the address', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const svg = qrCodeSvg(address)
    expect(svg.startsWith('<svg')).toBe(true)
    // Same input, same matrix: the SVG is a rendering of uqr's encoding of the address.
    const { size } = encode(address, { ecc: 'M', border: 2 })
    expect(svg).toContain(`viewBox="0 0 ${size * 6} ${size * 6}"`)
  })
  it('differs for different addresses', () => {
    expect(qrCodeSvg('0x0000000000000000000000000000000000000001')).not.toBe(qrCodeSvg('0x0000000000000000000000000000000000000002'))
  })
})
