// The sandbox secure site's frame app (docs/frame-protocol.md): loaded in the page's hidden iframe,
// and, on /oauth/callback, the social login callback page (same build, same config).
import { FRAME_SDK_VERSION, FrameProviderErrors } from '@portico/contracts'
import { createApprovalView } from './approvalView'
import { createFrameApp } from './createFrameApp'
import { frameLocalStorage } from './frameLocalStorage'
import { FRAME_STYLES } from './frameStyles'
import { announceReady, listenForFrameRequests } from './listenForFrameRequests'
import { parentOrigin } from './parentOrigin'
import { readFrameQuery } from './readFrameQuery'
import { readSecureSiteConfig } from './readSecureSiteConfig'
import { SOCIAL_CALLBACK_PATH } from '../socialCallbackPath'
import { runSocialCallback } from './socialCallbackPage'

async function main() {
  const config = readSecureSiteConfig(document)
  const query = readFrameQuery(location.search)
  const log = query.enableLogger ? (...args: unknown[]) => console.info(...args) : () => undefined
  const style = document.createElement('style')
  style.textContent = FRAME_STYLES
  document.head.append(style)

  const view = createApprovalView(document)
  const app = createFrameApp({
    config,
    query,
    storage: frameLocalStorage(window),
    selfOrigin: location.origin,
    approve: view.approve,
    // The card of an approval RPC_ABORT stopped: nobody will answer it.
    onApprovalAborted: () => {
      for (const card of document.querySelectorAll('.approval')) card.remove()
    },
    onAppearance: view.setAppearance,
    reload: () => location.reload(),
    log: query.enableLogger ? log : console.warn,
  })
  if (window.parent === window) {
    console.warn('[secure site] this page is meant to be embedded by a dapp as its wallet frame')
    return
  }
  await app.restore()
  listenForFrameRequests({ target: window, parent: window.parent, allowedOrigins: config.allowedDappOrigins, handle: app.handle, log })
  const origin = parentOrigin(location, document.referrer)
  if (origin !== undefined && !config.allowedDappOrigins.includes(origin)) console.warn(`[secure site] ${origin} is not an allowed dapp origin: its requests get '${FrameProviderErrors.ORIGIN_NOT_ALLOWED}'`)
  announceReady({ parent: window.parent, parentOrigin: origin, allowedOrigins: config.allowedDappOrigins, version: String(FRAME_SDK_VERSION) })
}

if (location.pathname === SOCIAL_CALLBACK_PATH) runSocialCallback(window, readSecureSiteConfig(document))
else main().catch((error: unknown) => console.error('[secure site] the frame could not start', error))
