import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configProblems } from './configProblems'

const schema = z.strictObject({
  port: z.number(),
  source: z.union([z.strictObject({ file: z.string() }), z.strictObject({ url: z.url() })]),
  nested: z.strictObject({ name: z.string() }).optional(),
})

describe('configProblems', () => {
  it('names each unknown field, each bad field by its path, and the closest shape of a union, one line each, never a value', () => {
    const result = schema.safeParse({ port: 'secret-value', source: { urll: 'https://x.example' }, nested: { name: 'n', nmae: 'm' }, extra: 1 })
    expect(result.success).toBe(false)
    const problems = configProblems(result.error?.issues ?? [])
    expect(problems).toEqual(expect.arrayContaining(['extra: unknown field', 'nested.nmae: unknown field', 'port: Invalid input: expected number, received string', 'source.urll: unknown field']))
    // Of the union, one shape's problems only (both come as close here): the unknown field and that shape's missing one.
    expect(problems.filter((problem) => problem.startsWith('source.'))).toHaveLength(2)
    expect(problems.join('\n')).not.toContain('secret-value')
  })
})
