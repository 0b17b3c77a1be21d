/**
 * Bytes as base64url without padding (RFC 4648 section 5), in the browser and in node.
 * @example base64url(new Uint8Array([251, 255])) // '-_8'
 */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The bytes of a base64url text (padding optional); undefined when it is not base64url.
 * @example fromBase64url('-_8') // Uint8Array [251, 255]
 */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}
