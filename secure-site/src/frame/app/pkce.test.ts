import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPkce } from './pkce'

describe('createPkce', () => {
  it('makes a 43-character verifier and its S256 challenge', async () => {
    const { codeVerifier, codeChallenge } = await createPkce()
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(codeChallenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'))
  })

  it("matches RFC 7636 appendix B's example", async () => {
    const bytes = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121]
    expect(await createPkce(() => new Uint8Array(bytes))).toEqual({
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    })
  })
})
