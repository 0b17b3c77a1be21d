import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrCodeSvg } from './qrCodeSvg'

describe('qrCodeSvg', () => {
  it('renders an SVG of the encoding of the link', () => {
    const uri = 'https://farcaster.xyz/~/siwf?channelToken=t1'
    const { size } = encode(uri, { ecc: 'M', border: 2 })
    const svg = qrCodeSvg(uri)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain(`viewBox="0 0 ${size * 6} ${size * 6}"`)
    expect(qrCodeSvg(`${uri}2`)).not.toBe(svg)
  })
})
