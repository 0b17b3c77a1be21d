import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { catalogueSourceSchema, compileCatalogue } from '../../toolchain/icu/compileCatalogue'
import { CATALOGUE_FILE } from '../../toolchain/icu/catalogueFile'

/**
 * Replaces each emitted catalogue source (`messages/<locale>.json`) with its compiled module, as
 * the rspack loader does for the sandbox, so no dapp needs a JSON or ICU setting: `<locale>.js`
 * (message functions) and `<locale>.d.ts` (the keys, typed as TypeScript typed the JSON, which is
 * what the sources were checked against). `runtimeModule` is where the functions' helpers come from.
 */
export function compileCatalogues(files: readonly string[], runtimeModule: (file: string) => string): void {
  for (const file of files) {
    const locale = CATALOGUE_FILE.exec(file)?.[1]
    if (!locale) continue
    const source = catalogueSourceSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    const stem = join(dirname(file), basename(file, '.json'))
    writeFileSync(`${stem}.js`, compileCatalogue(source, { locale, runtimeModule: runtimeModule(file), file }))
    const keys = Object.keys(source).map((key) => `  readonly ${JSON.stringify(key)}: string`)
    writeFileSync(`${stem}.d.ts`, `declare const messages: {\n${keys.join('\n')}\n}\nexport default messages\n`)
    rmSync(file)
  }
}

/** The import path of `target` (a file in the same package) from `file`, for an emitted module. */
export function relativeModule(file: string, target: string): string {
  const path = relative(dirname(file), target)
  return path.startsWith('.') ? path : `./${path}`
}
