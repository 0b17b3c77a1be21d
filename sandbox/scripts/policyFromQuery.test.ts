import { describe, expect, it } from 'vitest'
import { policyFromQuery } from './policyFromQuery'

describe('policyFromQuery', () => {
  it("reads a document's ?csp= and nothing else", () => {
    expect(policyFromQuery(`/?relay=x&csp=${encodeURIComponent("default-src 'self'")}`)).toBe("default-src 'self'")
    expect(policyFromQuery('/plain/index.html?csp=a')).toBe('a')
    expect(policyFromQuery('/app.js?csp=a')).toBeUndefined()
    expect(policyFromQuery('/')).toBeUndefined()
    expect(policyFromQuery(`/?csp=${encodeURIComponent('a\r\nset-cookie: x')}`)).toBeUndefined()
  })
})
