// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { testMainnet } from './testing/networks'

vi.stubGlobal('fetch', async () => Response.json({ isAnalyticsEnabled: false, count: 0, data: [] }))
afterEach(() => document.body.replaceChildren())

const features = { receive: false, send: false, history: false, onramp: false, swaps: false }
const button = (tag: string) => document.querySelector(tag)?.shadowRoot?.querySelector('button')

describe('theme on the page buttons', () => {
  it('takes themeMode and themeVariables, with a label colour that passes on the accent, and follows changes', () => {
    const appKit = createAppKit(
      { projectId: 'theme', networks: [testMainnet], features, themeMode: 'light', themeVariables: { '--w3m-accent': '#ffd600', '--w3m-font-family': 'Inter' } },
      { storage: undefined, pluginFetch: async () => ({ plugins: [] }) },
    )
    document.body.append(document.createElement('appkit-button'), document.createElement('appkit-network-button'))
    for (const tag of ['appkit-button', 'appkit-network-button']) {
      const shown = button(tag)
      expect(shown?.dataset.theme).toBe('light')
      expect(shown?.style.getPropertyValue('--w3m-accent')).toBe('#ffd600')
      expect(shown?.style.getPropertyValue('--w3m-font-family')).toBe('Inter')
      expect(shown?.style.getPropertyValue('--portico-on-accent')).toBe('#000')
      // No <style> element: the sheet is adopted (a strict CSP blocks <style>).
      expect(document.querySelector(tag)?.shadowRoot?.querySelector('style')).toBeNull()
      expect(document.querySelector(tag)?.shadowRoot?.adoptedStyleSheets).toHaveLength(1)
    }
    appKit.setThemeMode('dark')
    appKit.setThemeVariables({ '--w3m-accent': '#4763ff' })
    expect(button('appkit-button')?.dataset.theme).toBe('dark')
    expect(button('appkit-button')?.style.getPropertyValue('--portico-on-accent')).toBe('#fff')
  })
})
