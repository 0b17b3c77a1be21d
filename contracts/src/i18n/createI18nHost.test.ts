import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { defineCatalogue } from './catalogue'
import { createI18nHost } from './createI18nHost'
import type { Locale } from './locale'

const never = () => Promise.reject(new Error('not this locale'))
const compiled = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, () => text]))

function setup(loaded: Record<string, string> = { hello: 'Hola' }) {
  const es = vi.fn(async () => ({ default: compiled(loaded) }))
  const catalogue = defineCatalogue('test', compiled({ hello: 'Hello', bye: 'Bye' }), { es, fr: never, de: never, pt: never, ja: never, ko: never, zh: never, ar: never })
  const store = createStore()
  const onMissing = vi.fn()
  const i18n = createI18nHost({ store, locale: atom<Locale>('en'), onMissing, onLoadError: vi.fn() })
  const t = () => store.get(i18n.translator(catalogue))
  return { catalogue, es, store, i18n, onMissing, t }
}

describe('createI18nHost', () => {
  it('shows English and loads no chunk while the locale is English', () => {
    const { es, t } = setup()
    expect(t()('hello')).toBe('Hello')
    expect(es).not.toHaveBeenCalled()
  })

  it("switches once the locale's chunk is in; an unknown locale reads as English", async () => {
    const { es, i18n, store, t } = setup()
    t()
    await i18n.setLocale('es-MX')
    expect(store.get(i18n.locale)).toBe('es')
    expect(es).toHaveBeenCalledTimes(1)
    expect(t()('hello')).toBe('Hola')
    await i18n.setLocale('tlh')
    expect(t()('hello')).toBe('Hello')
  })

  it('falls back to English for a missing key and reports it', async () => {
    const { i18n, onMissing, t } = setup()
    t()
    await i18n.setLocale('es')
    expect(t()('bye')).toBe('Bye')
    expect(onMissing).toHaveBeenCalledWith({ catalogue: 'test', locale: 'es', key: 'bye' })
  })

  it('loads the chunk of a catalogue bound after the switch', async () => {
    const { catalogue, i18n, es } = setup()
    await i18n.setLocale('es')
    i18n.translator(catalogue)
    await i18n.setLocale('es')
    expect(es).toHaveBeenCalledTimes(1)
  })
})
