/** The locales Portico ships a catalogue for; English is the source and the fallback. Their schema: localeSchema.ts. */
export const SHIPPED_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh', 'ar'] as const
export type Locale = (typeof SHIPPED_LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Every shipped locale but English: each is a lazy chunk, loaded only when chosen. */
export type TranslatedLocale = Exclude<Locale, 'en'>

/**
 * The shipped locale for a BCP 47 tag: itself, else its language ('pt-BR' -> 'pt'), else English.
 * @example resolveLocale('zh-Hans-CN') // 'zh'
 * @example resolveLocale('tlh') // 'en'
 */
export function resolveLocale(tag: string | undefined): Locale {
  const language = tag?.toLowerCase().split(/[-_]/)[0]
  // A plain lookup: this runs in the page's first script, where every byte counts.
  return SHIPPED_LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE
}

/** Text direction of a locale: Arabic reads right to left. */
export const localeDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')
