import { hostileSchemeUrl } from '@portico/contracts/testing/vitest'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { farcasterUriSchema } from './farcasterUri'

describe('farcasterUriSchema', () => {
  it('accepts an https link (and http on loopback, the sandbox)', () => {
    for (const uri of ['https://farcaster.xyz/~/siwf?channelToken=t1', 'http://localhost:5174/~/siwf?channelToken=t1']) {
      expect(farcasterUriSchema.safeParse(uri).success).toBe(true)
    }
  })

  it('refuses hostile schemes, plain http and links too long for a QR code', () => {
    fc.assert(fc.property(hostileSchemeUrl, (uri) => !farcasterUriSchema.safeParse(uri).success))
    for (const uri of ['javascript:alert(1)', 'http://farcaster.example/', 'farcaster://siwf', `https://farcaster.xyz/?t=${'a'.repeat(2100)}`]) {
      expect(farcasterUriSchema.safeParse(uri).success).toBe(false)
    }
  })
})
