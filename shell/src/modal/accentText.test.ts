// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { parseColor } from '../theme/contrast'
import { contrastRatio } from '../theme/contrastRatio'
import { accentTextColor, applyAccentText } from './accentText'

const rgb = (css: string) => css.match(/\d+/g)?.map(Number) as unknown as [number, number, number]

describe('accentTextColor', () => {
  it('keeps 4.5:1 on both themes for light and dark accents', () => {
    for (const accent of ['#4763ff', '#4f6bff', '#00d395', '#ff007a', '#ffd600', '#e0457b']) {
      const parsed = parseColor(accent)
      if (!parsed) throw new Error('unparsed')
      expect(contrastRatio(rgb(accentTextColor(parsed, [31, 33, 33], [255, 255, 255])), [31, 33, 33])).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(rgb(accentTextColor(parsed, [243, 243, 243], [0, 0, 0])), [243, 243, 243])).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('leaves an accent that passes as it is', () => {
    expect(accentTextColor([255, 214, 0], [20, 20, 20], [255, 255, 255])).toBe('rgb(255 214 0)')
  })

  it('sets and removes the host properties', () => {
    const host = document.createElement('div')
    applyAccentText(host, '#ffd600')
    expect(host.style.getPropertyValue('--portico-accent-text-light')).toMatch(/^rgb\(/)
    applyAccentText(host, undefined)
    expect(host.style.getPropertyValue('--portico-accent-text-light')).toBe('')
  })
})
