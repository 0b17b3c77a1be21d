import MessageFormat from '@messageformat/core'
import Compiler from '@messageformat/core/lib/compiler'
import { z } from 'zod'

/** A catalogue source file: flat keys to ICU MessageFormat strings. */
export const catalogueSourceSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'Message keys are identifiers'), z.string())
export type CatalogueSource = z.infer<typeof catalogueSourceSchema>

/** The runtime functions compiled messages may call, and their names in contracts' messageRuntime. */
const RUNTIME_FUNCTIONS: Record<string, string> = { number: 'icuNumber', plural: 'icuPlural', select: 'icuSelect' }

export interface CompileOptions {
  /** Locale of the messages ('en', 'ar' ...): its plural rules and number format. */
  locale: string
  /** Module the compiled code imports `icuNumber`, `icuPlural`, `icuSelect` and `pluralCategory` from. */
  runtimeModule: string
  /** For error messages. */
  file?: string
}

/**
 * Compiles a catalogue's ICU messages into an ES module of functions, at build time, so no ICU
 * parser ships to the browser. Plural categories come from `Intl.PluralRules` at run time
 * (through `pluralCategory`), not from a bundled table of rules.
 * @example compileCatalogue({ hello: 'Hello {name}' }, { locale: 'en', runtimeModule: '@portico/contracts' })
 * // 'export default {\n  "hello": (d) => "Hello " + d.name\n}'
 */
export function compileCatalogue(input: unknown, { locale, runtimeModule, file = 'catalogue' }: CompileOptions): string {
  const parsed = catalogueSourceSchema.safeParse(input)
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'not a flat object of strings'}`)
  const mf = new MessageFormat(locale)
  const compiler = new Compiler(mf.options)
  const [plural] = mf.plurals
  if (!plural) throw new Error(`${file}: no plural rules for ${locale}`)
  const entries = Object.entries(parsed.data).map(([key, message]) => {
    try {
      return `  ${JSON.stringify(key)}: ${String(compiler.compile(message, plural))}`
    } catch (error) {
      throw new Error(`${file}: message "${key}": ${error instanceof Error ? error.message : String(error)}`)
    }
  })
  const imports = new Set<string>()
  const locales: string[] = []
  for (const [name, fn] of Object.entries(compiler.runtime)) {
    if (fn.type === 'locale') locales.push(name)
    else if (fn.type === 'runtime' && RUNTIME_FUNCTIONS[name]) imports.add(`${RUNTIME_FUNCTIONS[name]} as ${name}`)
    // Dates and number styles are formatted in code through Intl helpers, with the current locale.
    else throw new Error(`${file}: ICU ${fn.type} '${name}' is not supported here; format it in code (Intl) and pass the text`)
  }
  if (locales.length > 0) imports.add('pluralCategory')
  const head = imports.size > 0 ? [`import { ${[...imports].sort().join(', ')} } from ${JSON.stringify(runtimeModule)}`] : []
  const rules = locales.map((name) => `const ${name} = (n, ord) => pluralCategory(${JSON.stringify(locale)}, n, ord)`)
  return [...head, ...rules, `export default {\n${entries.join(',\n')}\n}`, ''].join('\n')
}
