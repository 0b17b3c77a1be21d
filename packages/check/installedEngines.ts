import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { z } from 'zod'
import { BACKEND_NODE_ENGINES } from '../scripts/manifests'

// npm's own range matcher (the one its EBADENGINE check runs), not a second one written here.
const { satisfies, minVersion } = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
  minVersion(range: string): { version: string } | null
}

/**
 * The oldest release of each Node line the backends' `engines` admit (`^20.18.1 || ^22.0.0 ||
 * ^24.0.0` gives 20.18.1, 22.0.0, 24.0.0): a dependency that admits these runs on every release
 * the backends claim, up to its own upper bound.
 */
export const DOCUMENTED_NODE_LINES = BACKEND_NODE_ENGINES.split('||').map((line) => minVersion(line)?.version ?? line.trim())

/** An installed package whose `engines.node` leaves out a documented Node line. */
export interface EngineMismatch {
  name: string
  version: string
  engines: string
  /** The documented lines (their first release) the range refuses. */
  refused: string[]
}

const manifestSchema = z.object({ name: z.string(), version: z.string(), engines: z.optional(z.object({ node: z.optional(z.string()) })) })

/** Every package folder under a node_modules, scoped and nested ones included. */
function packageFolders(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return []
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(join(nodeModules, name)).map((inner) => join(nodeModules, name, inner)) : [join(nodeModules, name)]))
    .flatMap((folder) => [folder, ...packageFolders(join(folder, 'node_modules'))])
}

/**
 * The installed packages under `nodeModules` whose own `engines.node` refuses a Node line the docs
 * name (DOCUMENTED_NODE_LINES): what npm would warn about on that line.
 * @example installedEngineMismatches('/srv/portico/node_modules') // []
 */
export function installedEngineMismatches(nodeModules: string, lines: readonly string[] = DOCUMENTED_NODE_LINES): EngineMismatch[] {
  return packageFolders(nodeModules).flatMap((folder) => {
    const path = join(folder, 'package.json')
    if (!existsSync(path)) return []
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    const engines = parsed.success ? parsed.data.engines?.node : undefined
    if (!parsed.success || engines === undefined) return []
    const refused = lines.filter((line) => !satisfies(line, engines))
    return refused.length === 0 ? [] : [{ name: parsed.data.name, version: parsed.data.version, engines, refused }]
  })
}
