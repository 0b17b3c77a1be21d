import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

describe('qrPath', () => {
  it('draws one unit square per dark module', () => {
    expect(qrPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })

  it('leaves the centre clear for a logo, and only the centre', () => {
    const { data } = encode('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { ecc: 'H', border: 2 })
    const squares = (d: string) => d.split('z').filter(Boolean).length
    const dark = data.flat().filter(Boolean).length
    const middle = (data.length - 1) / 2
    let darkInHole = 0
    data.forEach((row, y) => row.forEach((on, x) => (darkInHole += on && Math.abs(x - middle) <= 3 && Math.abs(y - middle) <= 3 ? 1 : 0)))
    expect(squares(qrPath(data))).toBe(dark)
    expect(squares(qrPath(data, 3))).toBe(dark - darkInHole)
    expect(darkInHole).toBeGreaterThan(0)
  })
})
