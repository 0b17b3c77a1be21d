import { describe, expect, it } from 'vitest'
import { readOnrampMockQuery } from './readOnrampMockQuery'

describe('readOnrampMockQuery', () => {
  it('reads the URL failures, 0 by default, and rejects a non-count', () => {
    expect(readOnrampMockQuery(new URLSearchParams('?onrampUrlFailures=1'))).toEqual({ onrampUrlFailures: 1 })
    expect(readOnrampMockQuery(new URLSearchParams(''))).toEqual({ onrampUrlFailures: 0 })
    expect(() => readOnrampMockQuery(new URLSearchParams('?onrampUrlFailures=x'))).toThrow()
  })
})
