import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { finderOrigins, qrDots } from './qrShapes'

const dots = (d: string) => d.split('z').filter(Boolean).length

describe('qrDots', () => {
  it('draws one round dot per dark data module', () => {
    expect(qrDots([[true, false], [false, true]], { border: 20, hole: 0 })).toBe('M0 0.5m.08 0a.42 .42 0 1 0 .84 0a.42 .42 0 1 0-.84 0zM1 1.5m.08 0a.42 .42 0 1 0 .84 0a.42 .42 0 1 0-.84 0z')
  })

  it('leaves out the finder patterns and the centre for a logo, and only those', () => {
    const { data } = encode('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { ecc: 'H', border: 2 })
    const middle = (data.length - 1) / 2
    const finders = finderOrigins(data.length, 2)
    let inFinders = 0
    let inHole = 0
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (!on) return
        if (finders.some(([fx, fy]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7)) inFinders++
        else if (Math.abs(x - middle) <= 3 && Math.abs(y - middle) <= 3) inHole++
      }),
    )
    const dark = data.flat().filter(Boolean).length
    // Each finder is a 7 x 7 ring of 24 modules around a 3 x 3 centre.
    expect(inFinders).toBe(3 * (24 + 9))
    expect(dots(qrDots(data, { border: 2, hole: 0 }))).toBe(dark - inFinders)
    expect(dots(qrDots(data, { border: 2, hole: 3 }))).toBe(dark - inFinders - inHole)
    expect(inHole).toBeGreaterThan(0)
  })
})

describe('finderOrigins', () => {
  it('puts the three finders in the corners inside the quiet border', () => {
    expect(finderOrigins(29, 2)).toEqual([
      [2, 2],
      [20, 2],
      [2, 20],
    ])
  })
})
