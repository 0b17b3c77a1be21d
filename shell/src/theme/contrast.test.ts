import { describe, expect, it } from 'vitest'
import { onAccentColor, parseColor } from './contrast'
import { contrastRatio } from './contrastRatio'

describe('contrast', () => {
  it('reads hex and rgb() colours, and nothing else', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255])
    expect(parseColor(' #4763FF ')).toEqual([71, 99, 255])
    expect(parseColor('rgb(0, 211, 149)')).toEqual([0, 211, 149])
    expect(parseColor('hsl(10 50% 50%)')).toBeUndefined()
    expect(parseColor('red')).toBeUndefined()
  })

  it('gives WCAG contrast ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([79, 107, 255], [255, 255, 255])).toBeCloseTo(4.3, 1)
  })

  it('picks white on dark accents and black where white fails AA', () => {
    expect(onAccentColor('#4763ff')).toBe('#fff')
    expect(onAccentColor('#4f6bff')).toBe('#000')
    expect(onAccentColor('#00d395')).toBe('#000')
    expect(onAccentColor('#ff007a')).toBe('#000')
    expect(onAccentColor('#ffd600')).toBe('#000')
    expect(onAccentColor('var(--brand)')).toBeUndefined()
    for (const accent of ['#4763ff', '#4f6bff', '#00d395', '#ff007a', '#ffd600', '#e0457b', '#808080', '#777']) {
      const text = parseColor(onAccentColor(accent) ?? '')
      const background = parseColor(accent)
      if (!text || !background) throw new Error('unparsed')
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5)
    }
  })
})
