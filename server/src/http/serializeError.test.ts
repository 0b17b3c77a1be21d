import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { serializeError } from './serializeError'

describe('serializeError', () => {
  it("keeps a failed query's text, parameters and row detail out of the log, with the cause's code and first line", () => {
    const cause = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05', detail: '\\u0000 cannot be converted to text. alice@example.com' })
    const error = new DrizzleQueryError('insert into "analytics_events" ("event") values ($1)', ['{"email":"alice@example.com"}'], cause)
    const logged = JSON.stringify(serializeError(error))
    expect(serializeError(error)).toEqual({ type: 'DatabaseQueryError', message: 'database query failed: unsupported Unicode escape sequence', code: '22P05' })
    expect(logged).not.toContain('alice@example.com')
    expect(logged).not.toContain('insert into')
  })

  it('keeps an ordinary error whole, and says what a thrown non-Error was without its value', () => {
    expect(serializeError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' })
    expect(serializeError('secret-key')).toEqual({ type: 'string', message: 'a non-Error value was thrown' })
  })
})
