const INFO = new TextEncoder().encode('portico recovery share v1')

/**
 * The AES-GCM key a passkey seals the recovery share under: HKDF-SHA-256 over the 32-byte WebAuthn
 * PRF output (`getClientExtensionResults().prf.results.first`), which only the authenticator can
 * produce for this credential and salt.
 * @example const key = await passkeyPrfKey(new Uint8Array(prf.results.first))
 */
export async function passkeyPrfKey(prfOutput: Uint8Array): Promise<CryptoKey> {
  if (prfOutput.length !== 32) throw new Error('The passkey gave no 32-byte PRF output')
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prfOutput), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: INFO }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}
