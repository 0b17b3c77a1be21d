// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyThemeVariables } from './applyThemeVariables'

describe('applyThemeVariables', () => {
  it('sets the variables as custom properties and removes dropped ones', () => {
    const host = document.createElement('div')
    applyThemeVariables(host, { '--w3m-accent': '#ff0000', '--w3m-z-index': 2000, '--w3m-color-mix-strength': 40 })
    expect(host.style.getPropertyValue('--w3m-accent')).toBe('#ff0000')
    expect(host.style.getPropertyValue('--w3m-z-index')).toBe('2000')
    expect(host.style.getPropertyValue('--w3m-color-mix-strength')).toBe('40%')
    applyThemeVariables(host, { '--w3m-z-index': 10 }, { '--w3m-accent': '#ff0000', '--w3m-z-index': 2000 })
    expect(host.style.getPropertyValue('--w3m-accent')).toBe('')
    expect(host.style.getPropertyValue('--w3m-z-index')).toBe('10')
  })

  it('sets the label colour that passes on the accent, and drops it with the accent', () => {
    const host = document.createElement('div')
    applyThemeVariables(host, { '--w3m-accent': '#ff0000' })
    expect(host.style.getPropertyValue('--portico-on-accent')).toBe('#000')
    applyThemeVariables(host, { '--w3m-accent': '#1b2b99' }, { '--w3m-accent': '#ff0000' })
    expect(host.style.getPropertyValue('--portico-on-accent')).toBe('#fff')
    applyThemeVariables(host, {}, { '--w3m-accent': '#1b2b99' })
    expect(host.style.getPropertyValue('--portico-on-accent')).toBe('')
  })
})
