import { createI18nHost, type Locale, type Logger } from '@portico/contracts'
import type { createStore, PrimitiveAtom } from 'jotai/vanilla'
import { elementsCatalogue } from '../elements/elementsCatalogue'

/**
 * The i18n host and the buttons' messages bound to it: part of the core chunk, loaded with
 * the core, or at once when the page starts in another language or calls setLocale, so a page
 * in English pays nothing for it before intent.
 */
export function createShellI18nHost(store: ReturnType<typeof createStore>, locale: PrimitiveAtom<Locale>, log: Logger) {
  const host = createI18nHost({
    store,
    locale,
    onMissing: (missing) => log.debug('missing message, English shown:', missing),
    onLoadError: (failure) => log.warn('messages failed to load:', failure),
  })
  return { ...host, elements: host.translator(elementsCatalogue) }
}

export type ShellI18nHost = ReturnType<typeof createShellI18nHost>
