import { describe, expect, it } from 'vitest'
import { avatarColors, badgeHue } from './avatarColors'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('avatarColors', () => {
  it('is the same for the same address, whatever its case', () => {
    expect(avatarColors(A)).toEqual(avatarColors(A.toLowerCase()))
  })
  it('differs between two accounts', () => {
    expect(avatarColors(A)).not.toEqual(avatarColors(B))
  })
  it('spreads accounts over the colour wheel', () => {
    const accounts = Array.from({ length: 64 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`)
    expect(new Set(accounts.map((account) => avatarColors(account)[0])).size).toBeGreaterThan(40)
  })
  it('gives two CSS colours', () => {
    for (const colour of avatarColors(B)) expect(colour).toMatch(/^hsl\(\d{1,3} \d+% \d+%\)$/)
  })
})

describe('badgeHue', () => {
  it('is a hue that depends on the name only', () => {
    expect(badgeHue('usdc')).toBe(badgeHue('USDC'))
    expect(badgeHue('USDC')).not.toBe(badgeHue('PEUR'))
    expect(badgeHue('USDC')).toBeGreaterThanOrEqual(0)
    expect(badgeHue('USDC')).toBeLessThan(360)
  })
})
