import { createI18nHost, type I18nHostState, type Locale, type Logger, type Translate } from '@portico/contracts'
import type { Atom, createStore, PrimitiveAtom } from 'jotai/vanilla'
import { elementsCatalogue, type ElementsMessageKey } from '../elements/elementsCatalogue'

/** The shell's i18n host: the plugins' and views' translators, and the buttons' messages. */
export interface ShellI18nHost extends I18nHostState {
  /** The wallet and connect buttons' messages in the current locale. */
  elements: Atom<Translate<ElementsMessageKey>>
}

/**
 * The i18n host and the buttons' messages bound to it: part of the core chunk, loaded with
 * the core, or at once when the page starts in another language or calls setLocale, so a page
 * in English pays nothing for it before intent.
 */
export function createShellI18nHost(store: ReturnType<typeof createStore>, locale: PrimitiveAtom<Locale>, log: Logger): ShellI18nHost {
  const host = createI18nHost({
    store,
    locale,
    onMissing: (missing) => log.debug('missing message, English shown:', missing),
    onLoadError: (failure) => log.warn('messages failed to load:', failure),
  })
  return { ...host, elements: host.translator(elementsCatalogue) }
}
