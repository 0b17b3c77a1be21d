import { describe, expect, it } from 'vitest'
import { verifyAttestationMessage } from './verifyStandIn'

const payloadOf = (message: string | undefined) => {
  const { type, attestation } = JSON.parse(message ?? '{}') as { type: string; attestation: string }
  return { type, payload: JSON.parse(Buffer.from(attestation.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown }
}

describe('the sandbox Verify stand-in', () => {
  it('answers a Verify attestation iframe with an unverified attestation for its id', () => {
    const message = verifyAttestationMessage('https://verify.walletconnect.org/v3/attestation?projectId=p&origin=http://127.0.0.1:5173&id=abc123&decryptedId=d')
    expect(payloadOf(message)).toEqual({ type: 'verify_attestation', payload: { id: 'abc123', isVerified: false, isScam: false } })
  })

  it('ignores every other frame', () => {
    expect(verifyAttestationMessage('https://verify.walletconnect.org.evil.example/v3/attestation?id=abc')).toBeUndefined()
    expect(verifyAttestationMessage('https://verify.walletconnect.org/v3/public-key')).toBeUndefined()
    expect(verifyAttestationMessage('https://verify.walletconnect.org/v3/attestation')).toBeUndefined()
    expect(verifyAttestationMessage('about:blank')).toBeUndefined()
    expect(verifyAttestationMessage('not a url')).toBeUndefined()
  })
})
