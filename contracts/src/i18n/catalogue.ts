import type { Atom } from 'jotai/vanilla'
import type { Locale, TranslatedLocale } from './locale'

/** Values an ICU message interpolates; numbers are formatted for the locale by the message itself. */
export type MessageArgs = Readonly<Record<string, string | number>>

export type MessageFunction = (args?: MessageArgs) => string

/**
 * A catalogue file as imported: the build compiles `messages/<locale>.json` (ICU source) into
 * message functions, while TypeScript sees the JSON source. The keys are right; values are
 * checked at run time (`formatMessage`).
 */
export type CatalogueModule = Readonly<Record<string, unknown>>

/** The messages of one package (the shell's modal, a plugin ...): English inline, the rest lazy. */
export interface Catalogue<Key extends string = string> {
  /** Names the catalogue in debug logs ('shell', 'send' ...). */
  readonly id: string
  readonly en: CatalogueModule & Readonly<Record<Key, unknown>>
  /** One dynamic import per locale, so a locale's chunk is fetched only when it is chosen. */
  readonly load: Readonly<Record<TranslatedLocale, () => Promise<{ default: CatalogueModule }>>>
}

/** Formats a message of a catalogue for the current locale. */
export type Translate<Key extends string = string> = (key: Key, args?: MessageArgs) => string

/** What `PluginHost.i18n` lends: the locale and a translator for a plugin's own catalogue. */
export interface I18nHost {
  /** The locale the modal shows ('en' unless the `locale` option or `setLocale` chose another). */
  locale: Atom<Locale>
  /**
   * The catalogue's translate function for the current locale, as an atom: a locale's chunk is
   * loaded when it is chosen; until it arrives, and for a key it lacks, the English message
   * shows (a missing key is logged in debug mode). Bound once per catalogue.
   * @example const t = useAtomValue(host.i18n.translator(sendCatalogue)); t('send')
   */
  translator: <Key extends string>(catalogue: Catalogue<Key>) => Atom<Translate<Key>>
}

/**
 * Declares a package's catalogue: its English module, imported statically where the strings are
 * used, and a loader per other locale.
 * @example
 * export const sendCatalogue = defineCatalogue('send', en, { es: () => import('./messages/es.json'), ... })
 */
export function defineCatalogue<Source extends CatalogueModule>(id: string, en: Source, load: Catalogue['load']): Catalogue<keyof Source & string> {
  return { id, en, load }
}

const isMessageFunction = (value: unknown): value is MessageFunction => typeof value === 'function'

/**
 * A message of a compiled catalogue module, or undefined when the module lacks the key.
 * @example formatMessage(en, 'sendTo', { name: 'bobby.reown.id' }) // 'Send to bobby.reown.id'
 */
export function formatMessage(messages: CatalogueModule, key: string, args?: MessageArgs): string | undefined {
  const message = Object.hasOwn(messages, key) ? messages[key] : undefined
  return isMessageFunction(message) ? message(args) : undefined
}
