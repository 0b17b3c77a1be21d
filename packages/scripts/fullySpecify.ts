import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// `from '...'`, `import('...')`, `import '...'`: relative specifiers only (packages stay as they are).
// A dynamic import may carry a bundler comment first: `import(/* webpackChunkName: "x" */ './x')`.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*(?:\/\*.*?\*\/\s*)?|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g

/**
 * The fully specified form of a relative import in an emitted `.js` or `.d.ts` file: webpack (and
 * so Next.js) resolves imports inside a `"type": "module"` package only with their extension, and
 * a dapp's `tsc` with `moduleResolution: node16` wants them too. A catalogue's `.json` becomes the
 * `.js` module compiled beside it.
 * @example fullySpecified('/pkg/dist/index.js', './core/atoms') // './core/atoms.js'
 */
export function fullySpecified(file: string, specifier: string): string {
  const dir = dirname(file)
  const has = (path: string) => existsSync(join(dir, path))
  const emitted = (stem: string) => has(`${stem}.js`) && (file.endsWith('.js') || has(`${stem}.d.ts`))
  if (specifier.endsWith('.js') && has(specifier)) return specifier
  if (specifier.endsWith('.json') && emitted(specifier.slice(0, -'.json'.length))) return `${specifier.slice(0, -'.json'.length)}.js`
  if (emitted(specifier)) return `${specifier}.js`
  if (emitted(`${specifier}/index`)) return `${specifier}/index.js`
  throw new Error(`${file}: cannot resolve '${specifier}' to an emitted module`)
}

/** Rewrites every relative import of an emitted file to its fully specified form. */
export function fullySpecifyFile(file: string): void {
  const source = readFileSync(file, 'utf8')
  const rewritten = source.replace(SPECIFIER, (match: string, lead: string, quote: string, specifier: string, offset: number) =>
    // Doc comments show imports too (`@example`): those stay as written.
    isCommentLine(source, offset) ? match : `${lead}${quote}${fullySpecified(file, specifier)}${quote}`,
  )
  if (rewritten !== source) writeFileSync(file, rewritten)
}

const isCommentLine = (source: string, offset: number) => /^\s*(\*|\/\/|\/\*)/.test(source.slice(source.lastIndexOf('\n', offset) + 1, offset))
