// What catalogues compiled at build time (toolchain/icu) call at run time: about 0.4 kB, no parser.
export { number as icuNumber, plural as icuPlural, select as icuSelect } from '@messageformat/runtime'

const rules = new Map<string, Intl.PluralRules>()

/**
 * The plural category of `n` in `locale`, from the browser's own CLDR data (Intl.PluralRules),
 * so no table of plural rules ships with the catalogues.
 * @example pluralCategory('ar', 3) // 'few'
 */
export function pluralCategory(locale: string, n: number | string, ordinal = false): Intl.LDMLPluralRule {
  const key = `${locale}:${ordinal ? 'o' : 'c'}`
  let rule = rules.get(key)
  if (!rule) {
    rule = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })
    rules.set(key, rule)
  }
  return rule.select(Number(n))
}
