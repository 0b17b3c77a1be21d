import { base64url } from './base64url'

export type Pkce = {
  /** Kept by the frame until the code comes back, then sent with it. */
  codeVerifier: string
  /** Sent in the authorization request: base64url(SHA-256(verifier)). */
  codeChallenge: string
}

/**
 * A PKCE pair (RFC 7636, S256): a 43-character verifier from 32 random bytes and its challenge.
 * @example const { codeVerifier, codeChallenge } = await createPkce()
 */
export async function createPkce(randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))): Promise<Pkce> {
  const codeVerifier = base64url(randomBytes(32))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
  return { codeVerifier, codeChallenge: base64url(new Uint8Array(digest)) }
}
