// The secure site's frame app (docs/frame-protocol.md): loaded in the page's hidden iframe, on
// /oauth/callback the social login callback page, and on /approve the approval popup (same build,
// same config). The entry only starts it: the sandbox's build (sandbox/secure-site/frame/app) starts
// the same app with its scripted key step, so no test double is in this build.
import { FRAME_SDK_VERSION } from '@portico/contracts'
import { FrameProviderErrors, frameUserStep } from '@portico/frame-protocol'
import { APPROVAL_POPUP_PATH } from '../approvalPopupPath'
import { APPROVE_ARM_DELAY_MS, createApprovalView } from './approvalView'
import { approvalSurfaceFor } from './approvalSurfaceFor'
import { createFrameApp } from './createFrameApp'
import { browserPasskeyPrf } from './keyShares/passkeyPrf'
import type { WalletKeyPrompt } from './keyShares/unlockWallet'
import { createWalletKeyPromptView } from './walletKeyPromptView'
import { showExportedKey } from './exportedKeyView'
import { frameLocalStorage } from './frameLocalStorage'
import { FRAME_STYLES } from './frameStyles'
import { announceReady, listenForFrameRequests } from './listenForFrameRequests'
import { firstRefusedAncestor, frameAncestors } from './frameAncestors'
import { readFrameQuery } from './readFrameQuery'
import { readSecureSiteConfig } from './readSecureSiteConfig'
import { SOCIAL_CALLBACK_PATH } from '../socialCallbackPath'
import { runApprovalPopup } from './runApprovalPopup'
import { runSocialCallback } from './socialCallbackPage'

/** What an entry of the frame app may choose; production chooses nothing. */
export interface FrameAppOptions {
  /** The key step's prompt for a project instead of the frame's own page (the sandbox's scripted logins). */
  keyPromptFor?: (projectId: string) => WalletKeyPrompt | undefined
}

async function main({ keyPromptFor }: FrameAppOptions) {
  const config = readSecureSiteConfig(document)
  const query = readFrameQuery(location.search)
  const log = query.enableLogger ? (...args: unknown[]) => console.info(...args) : () => undefined
  const style = document.createElement('style')
  style.textContent = FRAME_STYLES
  document.head.append(style)

  const ancestors = frameAncestors(location, document.referrer)
  const topOrigin = ancestors.origins.at(-1)
  const surface = approvalSurfaceFor(config, query.projectId)
  // Reported for the operator and for tests: where this project's approvals are answered.
  document.documentElement.dataset.approvals = surface
  log(`[secure site] approvals for project ${query.projectId || '(none)'}: ${surface}`)
  const view = createApprovalView({ window, selfOrigin: location.origin, surface, ...(topOrigin === undefined ? {} : { topOrigin }) })
  // The key step shows in this frame's own page; the dapp's page only places the frame (PORTICO_USER_STEP_V1).
  const parentOrigin = ancestors.origins[0]
  const onShown = (shown: boolean) => {
    if (parentOrigin !== undefined && config.allowedDappOrigins.includes(parentOrigin)) window.parent.postMessage(frameUserStep(shown), parentOrigin)
  }
  const keyPrompt = keyPromptFor?.(query.projectId) ?? createWalletKeyPromptView({ document, onShown })
  const app = createFrameApp({
    config,
    query,
    storage: frameLocalStorage(window),
    selfOrigin: location.origin,
    approve: view.approve,
    keyPrompt,
    passkeys: browserPasskeyPrf(window),
    showExportedKey: (blob) => showExportedKey({ document, onShown }, blob),
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
  // Under an origin off the allow-list at any level (a third origin framing the dapp, or framed by it), nothing is allowed.
  const refused = firstRefusedAncestor(ancestors, config.allowedDappOrigins)
  if (refused !== undefined) console.warn(`[secure site] embedded under ${refused}, which is not an allowed dapp origin: every request gets '${FrameProviderErrors.ORIGIN_NOT_ALLOWED}'`)
  listenForFrameRequests({ target: window, parent: window.parent, allowedOrigins: refused === undefined ? config.allowedDappOrigins : [], handle: app.handle, log })
  const origin = ancestors.origins[0]
  announceReady({ parent: window.parent, parentOrigin: origin, allowedOrigins: config.allowedDappOrigins, version: String(FRAME_SDK_VERSION) })
}

/**
 * Starts the page the browser is on: the social-login callback, the approval popup, or the frame.
 * @example runFrameApp({})
 */
export function runFrameApp(options: FrameAppOptions): void {
  if (location.pathname === SOCIAL_CALLBACK_PATH) runSocialCallback(window, readSecureSiteConfig(document))
  else if (location.pathname === APPROVAL_POPUP_PATH) runApprovalPopup(window, { armDelayMs: APPROVE_ARM_DELAY_MS })
  else main(options).catch((error: unknown) => console.error('[secure site] the frame could not start', error))
}
