import { readFileSync } from 'node:fs'
import type { z } from 'zod'

/** A configuration that cannot start a backend: one line per problem, each naming its field or variable (never a value). */
export class ConfigError extends Error {
  override name = 'ConfigError'
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '))
  }
}

/**
 * A config file's JSON, or a ConfigError naming the file: it cannot be read (its error code), or it
 * is not JSON (the parser's message, which quotes no value).
 * @example const raw = readJsonConfigFile('portico.json')
 */
export function readJsonConfigFile(path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ConfigError([`${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`])
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ConfigError([`${path}: not JSON (${error instanceof Error ? error.message : String(error)})`])
  }
}

/**
 * One line per problem, naming the field by its path (`chains.0.rpcUrl: Invalid URL`); an unknown
 * field is named (`chain: unknown field`), and a field that matches none of a union's shapes gets
 * the problems of the shape it came closest to. zod's messages never quote the value.
 * @example configProblems(result.error.issues) // ['chain: unknown field', 'projects: Expected at least one project']
 */
export function configProblems(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path]
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${[...path, key].join('.')}: unknown field`)
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best))
      return configProblems(closest, path)
    }
    return [`${path.join('.') || '(the file)'}: ${issue.message}`]
  })
}
