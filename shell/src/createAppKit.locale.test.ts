// @vitest-environment happy-dom
import { errorCatalogue } from '@portico/contracts'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { elementsCatalogue } from './elements/elementsCatalogue'
import { modalCatalogue } from './modal/i18n/modalCatalogue'
import { testMainnet } from './testing/networks'
import { settleOpenModals } from './testing/settleOpenModals'

vi.stubGlobal('fetch', async () => Response.json({ isAnalyticsEnabled: false, count: 0, data: [] }))
afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})
afterAll(settleOpenModals)

// No plugin deployed: the index read after the paint changes no state once the test has ended.
const noPlugins = async () => ({ plugins: [] })
const features = { receive: false, send: false, history: false, onramp: false, swaps: false }
const dialog = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
const title = () => dialog()?.querySelector('.header-title')?.textContent
const button = () => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')

describe('locale', () => {
  it('opens in English and fetches no other locale', async () => {
    const loads = (['ja', 'ar'] as const).map((l) => vi.spyOn(modalCatalogue.load, l))
    const appKit = createAppKit({ projectId: 'en', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open()
    expect(title()).toBe('Connect Wallet')
    expect(dialog()?.getAttribute('dir')).toBe('ltr')
    expect(appKit.getLocale()).toBe('en')
    for (const load of loads) expect(load).not.toHaveBeenCalled()
  })

  it('setLocale loads that locale alone and the open modal and buttons change language', async () => {
    const ja = vi.spyOn(modalCatalogue.load, 'ja')
    const fr = vi.spyOn(modalCatalogue.load, 'fr')
    const appKit = createAppKit({ projectId: 'ja', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    // After createAppKit: the element takes the AppKit created last.
    document.body.append(document.createElement('appkit-button'))
    await appKit.open()
    expect(button()?.textContent).toBe('Connect Wallet')
    await appKit.setLocale('ja-JP')
    expect(appKit.getLocale()).toBe('ja')
    expect(ja).toHaveBeenCalledTimes(1)
    expect(fr).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(title()).toBe('ウォレットを接続'))
    expect(dialog()?.getAttribute('lang')).toBe('ja')
    await vi.waitFor(() => expect(button()?.textContent).toBe('ウォレットを接続'))
  })

  it('renders Arabic right to left from the locale option', async () => {
    const appKit = createAppKit({ projectId: 'ar', networks: [testMainnet], features, locale: 'ar' }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open()
    expect(dialog()?.getAttribute('dir')).toBe('rtl')
    expect(title()).toBe('ربط المحفظة')
  })

  it('shows English for an unknown locale, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const appKit = createAppKit({ projectId: 'xx', networks: [testMainnet], features, locale: 'tlh' }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open()
    expect(appKit.getLocale()).toBe('en')
    expect(title()).toBe('Connect Wallet')
    expect(warn).toHaveBeenCalledWith('[portico]', 'unknown locale, English shown:', 'tlh')
  })

  it('every shell catalogue has its English in the boot or modal path and the same locales', () => {
    for (const catalogue of [elementsCatalogue, modalCatalogue, errorCatalogue]) expect(Object.keys(catalogue.load).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh'])
  })
})
