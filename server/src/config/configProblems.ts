import type { z } from 'zod'

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
