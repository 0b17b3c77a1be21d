const VERIFY_ORIGIN = 'https://verify.walletconnect.org'

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * The message WalletConnect's Verify page would post for the attestation iframe at `src`: an
 * unsigned attestation for its id (no wallet can check it; the sandbox wallet page does not try).
 * Undefined for any other URL.
 * @example verifyAttestationMessage('https://verify.walletconnect.org/v3/attestation?id=abc') // '{"type":"verify_attestation",...}'
 */
export function verifyAttestationMessage(src: string): string | undefined {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return undefined
  }
  const id = url.searchParams.get('id')
  if (url.origin !== VERIFY_ORIGIN || !url.pathname.endsWith('/attestation') || !id) return undefined
  const attestation = [base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' })), base64url(JSON.stringify({ id, isVerified: false, isScam: false })), base64url('unsigned')].join('.')
  return JSON.stringify({ type: 'verify_attestation', attestation })
}

/**
 * Stands in for WalletConnect's Verify server in the sandbox, which runs off-line: the dapp's
 * client asks it (in a hidden iframe) for an attestation of every proposal and, unanswered, waits
 * 5 s before it shows a pairing URI. The sandbox page answers at once instead. Sandbox only.
 */
export function installVerifyStandIn(win: Window) {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLIFrameElement)) continue
        const message = verifyAttestationMessage(node.src)
        if (message) win.postMessage(message, win.location.origin)
      }
    }
  })
  observer.observe(win.document.body, { childList: true })
  return () => observer.disconnect()
}
