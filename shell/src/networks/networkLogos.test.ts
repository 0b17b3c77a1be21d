import { describe, expect, it } from 'vitest'
import { base, bitcoin, mainnet, polkadot, solana } from './index'
import { networkLogo } from './networkLogos'

describe('networkLogo', () => {
  it('draws a white mark on the colour, as an image data URI the modal shows', () => {
    const logo = networkLogo('#627EEA', 'M16 4l7 12-7 4-7-4z')
    expect(logo.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(logo)).toContain('<circle cx="16" cy="16" r="16" fill="#627EEA"/>')
  })

  it('gives the known networks a logo of their own', () => {
    const logos = [mainnet, base, solana, bitcoin, polkadot].map((network) => network.assets?.imageUrl)
    for (const logo of logos) expect(logo).toMatch(/^data:image\/svg\+xml,/)
    expect(new Set(logos).size).toBe(logos.length)
  })
})
