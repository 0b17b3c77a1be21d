import { base64urlnopad } from '@scure/base'

/** The WebAuthn calls the passkey factor needs, so tests stand in for the browser's authenticator. */
export interface PasskeyPrf {
  /** Whether this browser and origin can make passkeys at all (PRF support shows only on creation). */
  available(): boolean
  /** A new discoverable passkey for this site; its credential id (base64url), or an error when it has no PRF. */
  create(userName: string): Promise<string>
  /** The passkey's 32-byte PRF output for `salt` (a sign-in with it: the user's touch). */
  evaluate(credentialId: string, salt: Uint8Array): Promise<Uint8Array>
}

/** The passkey did not make a PRF output: this authenticator cannot seal the recovery share. */
export class PasskeyPrfUnavailableError extends Error {
  override readonly name = 'PasskeyPrfUnavailableError'
  constructor() {
    super('This passkey cannot protect your wallet: choose a recovery password instead')
  }
}

const prfResults = (credential: PublicKeyCredential) => (credential.getClientExtensionResults() as { prf?: { enabled?: boolean; results?: { first?: BufferSource } } }).prf

/**
 * The browser's WebAuthn with the PRF extension (hmac-secret), for the frame's origin as rp id.
 * @example const id = await browserPasskeyPrf(window).create('alice@example.com')
 */
export function browserPasskeyPrf(win: Window & typeof globalThis): PasskeyPrf {
  const rpId = win.location.hostname
  return {
    // An IP address is not a valid rp id: passkeys need the secure site on a domain (or localhost).
    available: () => typeof win.PublicKeyCredential === 'function' && !/^[\d.]+$|^\[/.test(rpId),
    async create(userName) {
      const credential = (await win.navigator.credentials.create({
        publicKey: {
          rp: { id: rpId, name: 'Portico wallet' },
          user: { id: win.crypto.getRandomValues(new Uint8Array(16)), name: userName, displayName: userName },
          challenge: win.crypto.getRandomValues(new Uint8Array(32)),
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          extensions: { prf: {} },
        },
      })) as PublicKeyCredential | null
      if (!credential || prfResults(credential)?.enabled !== true) throw new PasskeyPrfUnavailableError()
      return base64urlnopad.encode(new Uint8Array(credential.rawId))
    },
    async evaluate(credentialId, salt) {
      const assertion = (await win.navigator.credentials.get({
        publicKey: {
          challenge: win.crypto.getRandomValues(new Uint8Array(32)),
          rpId,
          allowCredentials: [{ type: 'public-key', id: new Uint8Array(base64urlnopad.decode(credentialId)) }],
          userVerification: 'required',
          extensions: { prf: { eval: { first: new Uint8Array(salt) } } },
        },
      })) as PublicKeyCredential | null
      const first = assertion ? prfResults(assertion)?.results?.first : undefined
      if (!first) throw new PasskeyPrfUnavailableError()
      return new Uint8Array(first instanceof ArrayBuffer ? first : first.buffer)
    },
  }
}
