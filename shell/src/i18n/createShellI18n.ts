import { resolveLocale, type Locale, type Logger } from '@portico/contracts'
import { atom, type createStore, type PrimitiveAtom } from 'jotai/vanilla'
import { sharedLoad } from '../utils/sharedLoad'
import type { ShellI18nHost } from './i18nChunk'

/** The shell's locale, and its i18n host once loaded. */
export interface ShellI18n {
  locale: PrimitiveAtom<Locale>
  /** The host, from its chunk (once; a failed load is tried again on the next call). */
  load: () => Promise<ShellI18nHost>
  /** Calls back with the host now, or once it has loaded; returns the unsubscribe function. */
  whenLoaded: (listener: (host: ShellI18nHost) => void) => () => void
  /** Loads the host and switches it to `next` (resolved as the `locale` option is). */
  setLocale: (next: string) => Promise<void>
}

/**
 * The shell's locale from the `locale` option (an unknown one shows English, with a warning), and
 * the i18n host, loaded on demand: the boot path holds only the locale and English.
 */
export function createShellI18n(store: ReturnType<typeof createStore>, tag: string | undefined, log: Logger): ShellI18n {
  const resolve = (value: string | undefined) => {
    const resolved = resolveLocale(value)
    if (value && resolved === 'en' && !/^en/i.test(value)) log.warn('unknown locale, English shown:', value)
    return resolved
  }
  const locale = atom<Locale>(resolve(tag))
  let loaded: ShellI18nHost | undefined
  const waiting = new Set<(host: ShellI18nHost) => void>()
  /** The host, from its chunk (once; a failed load is tried again on the next call). */
  const load = sharedLoad(() =>
    // Part of the core chunk (the same chunk name): the modal needs both, and the intent and modal
    // chunks, loaded from the core, then hold none of the core's modules again.
    import(/* webpackChunkName: "core" */ './i18nChunk').then(({ createShellI18nHost }) => {
      loaded = createShellI18nHost(store, locale, log)
      for (const listener of waiting) listener(loaded)
      return loaded
    }),
  )
  // Another language from the start: its messages load now, and the buttons switch when they arrive.
  if (store.get(locale) !== 'en') load().catch((error: unknown) => log.warn('messages failed to load:', error))
  return {
    locale,
    load,
    whenLoaded(listener) {
      if (loaded) listener(loaded)
      else waiting.add(listener)
      return () => void waiting.delete(listener)
    },
    async setLocale(next) {
      await (await load()).setLocale(resolve(next))
    },
  }
}
