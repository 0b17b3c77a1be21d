import { atom, type Atom, type createStore, type PrimitiveAtom } from 'jotai/vanilla'
import { formatMessage, type Catalogue, type CatalogueModule, type I18nHost, type Translate } from './catalogue'
import { resolveLocale, type Locale } from './locale'

type Store = ReturnType<typeof createStore>

export interface I18nHostOptions {
  store: Store
  /** The locale shown, as an atom: its owner may read it before any catalogue is bound. */
  locale: PrimitiveAtom<Locale>
  /** Called when an English key has no translation in the current locale (English shows). */
  onMissing: (missing: { catalogue: string; locale: Locale; key: string }) => void
  /** Called when a locale's chunk fails to load (offline): English shows meanwhile. */
  onLoadError: (failure: { catalogue: string; locale: Locale; error: unknown }) => void
}

interface Binding {
  translate: Atom<Translate>
  ensure: (locale: Locale) => Promise<void>
}

/** The i18n state of one modal: the host plugins get, and the locale switch. */
export interface I18nHostState extends I18nHost {
  /**
   * Switches to a shipped locale ('pt-BR' reads as 'pt', an unknown one as 'en') once every
   * bound catalogue has its chunk. Called with the current locale, it resolves once the
   * catalogues bound since have theirs.
   */
  setLocale: (tag: string) => Promise<void>
}

/**
 * The i18n state of one modal: the locale atom, every catalogue bound to it (the shell's and the
 * plugins'), and `setLocale`, which loads the new locale's chunk of every bound catalogue before
 * switching, so the modal changes language at once rather than string by string.
 * @example const i18n = createI18nHost({ store, locale: atom('en'), onMissing, onLoadError }); await i18n.setLocale('ja')
 */
export function createI18nHost({ store, locale, onMissing, onLoadError }: I18nHostOptions): I18nHostState {
  const bindings = new Map<Catalogue, Binding>()

  const bind = (catalogue: Catalogue): Binding => {
    const loaded = atom<Partial<Record<Locale, CatalogueModule | Promise<void>>>>({ en: catalogue.en })
    const ensure = async (wanted: Locale): Promise<void> => {
      const current = store.get(loaded)[wanted]
      if (current) return current instanceof Promise ? current : undefined
      const pending = catalogue.load[wanted as Exclude<Locale, 'en'>]().then(
        (module) => store.set(loaded, (all) => ({ ...all, [wanted]: module.default })),
        (error: unknown) => {
          // Forgotten, so the next bind or setLocale tries again.
          store.set(loaded, (all) => ({ ...all, [wanted]: undefined }))
          onLoadError({ catalogue: catalogue.id, locale: wanted, error })
        },
      )
      store.set(loaded, (all) => ({ ...all, [wanted]: pending }))
      return pending
    }
    const translate = atom((get): Translate => {
      const current = get(locale)
      const messages = get(loaded)[current]
      return (key, args) => {
        // A chunk still loading shows English, and says nothing.
        const text = messages && !(messages instanceof Promise) ? formatMessage(messages, key, args) : undefined
        if (text !== undefined) return text
        if (messages && !(messages instanceof Promise)) onMissing({ catalogue: catalogue.id, locale: current, key })
        return formatMessage(catalogue.en, key, args) ?? key
      }
    })
    void ensure(store.get(locale))
    return { translate, ensure }
  }

  const binding = (catalogue: Catalogue): Binding => {
    let found = bindings.get(catalogue)
    if (!found) bindings.set(catalogue, (found = bind(catalogue)))
    return found
  }

  const host: I18nHost = {
    locale,
    translator: <Key extends string>(catalogue: Catalogue<Key>) => binding(catalogue).translate as Atom<Translate<Key>>,
  }
  return {
    ...host,
    async setLocale(tag) {
      const next = resolveLocale(tag)
      await Promise.all([...bindings.values()].map(({ ensure }) => ensure(next)))
      store.set(locale, next)
    },
  }
}
