import { FRAME_IFRAME_ID, FRAME_IFRAME_NAME, FRAME_Z_INDEX } from '@portico/contracts'

/**
 * The hidden iframe of SPEC section 2 (not yet in the page), loading `src` from `origin`.
 *
 * @example document.body.appendChild(createFrameIframe(document, frameSrc(options), origin))
 */
export function createFrameIframe(doc: Document, src: string, origin: string): HTMLIFrameElement {
  const iframe = doc.createElement('iframe')
  iframe.id = FRAME_IFRAME_ID
  iframe.name = FRAME_IFRAME_NAME
  iframe.title = 'Secure wallet'
  iframe.src = src
  // The frame's passkey recovery factor (WebAuthn PRF) runs in its own origin; only that origin gets these.
  iframe.allow = `publickey-credentials-get ${origin}; publickey-credentials-create ${origin}`
  Object.assign(iframe.style, { position: 'fixed', zIndex: String(FRAME_Z_INDEX), border: '0', display: 'none', colorScheme: 'normal' })
  return iframe
}
