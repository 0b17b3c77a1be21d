import type { FrameReplyMessage, FrameRequestMessage } from '@portico/frame-protocol'
import { FUND_PATH, fundReplySchema } from '../fundSchemas'
import type { SecureSiteConfig } from '../secureSiteConfig'
import { abortableApprovals, oneAtATime, type Approve } from './approvalRequest'
import { createAuthClient } from './authClient'
import { createFrameRequestHandler, type FrameAppearance } from './createFrameRequestHandler'
import { createEmailLogin } from './emailLogin'
import { createFarcasterChannelStorage } from './farcasterChannelStorage'
import { createFarcasterLogin } from './farcasterLogin'
import { lazyFarcasterRelayClient } from './lazyFarcasterRelayClient'
import type { FarcasterRelayClient } from './farcasterRelayClient'
import { createFrameChains } from './frameChains'
import { createFrameStorage, type KeyValueStorage } from './frameStorage'
import { createFrameSession } from './frameSession'
import { createDeviceShareStorage } from './keyShares/deviceShareStorage'
import type { PasskeyPrf } from './keyShares/passkeyPrf'
import type { WalletKeyPrompt } from './keyShares/unlockWallet'
import { createForwardRpc } from './forwardRpc'
import type { FrameQuery } from './readFrameQuery'
import { createSessionPermissions } from './sessionPermissions'
import { createSmartAccounts } from './smartAccounts'
import { createSmartAccountStorage } from './smartAccountStorage'
import { createSocialLogin } from './socialLogin'
import { createWalletCalls } from './walletCalls'

export type FrameAppOptions = {
  config: SecureSiteConfig
  query: FrameQuery
  storage: KeyValueStorage
  /** The frame's own origin: where POST /v1/fund is, on a site whose config says `fundNewAccounts`. */
  selfOrigin: string
  approve: Approve
  /** The frame's own page for the wallet's recovery factor (first login, new device). */
  keyPrompt: WalletKeyPrompt
  /** Shows an exported key blob in the frame's own page until the user closes it. */
  showExportedKey: (blob: string) => Promise<void>
  /** WebAuthn with PRF, for the passkey recovery factor. */
  passkeys: PasskeyPrf
  /** RPC_ABORT stopped the approval being shown: take its card away. */
  onApprovalAborted?: () => void
  onAppearance?: (appearance: FrameAppearance) => void
  reload: () => void
  fetch?: typeof fetch
  pollIntervalMs?: number
  log?: (...args: unknown[]) => void
  /** The Farcaster relay client; auth-client's on the config's relay by default. */
  farcasterRelay?: FarcasterRelayClient
}

/**
 * The frame app without the DOM: its session, email and social login, chains and request handler, wired from the
 * config and query. `restore()` signs in again from localStorage; `handle` answers a request.
 * @example
 * const app = createFrameApp({ config, query, storage: localStorage, selfOrigin: location.origin, approve, keyPrompt, passkeys, reload })
 * await app.restore()
 * const reply = await app.handle(request, event.origin)
 */
export function createFrameApp({ config, query, storage, selfOrigin, approve, keyPrompt, passkeys, showExportedKey, onApprovalAborted, onAppearance, reload, fetch: fetchFn = (...args) => fetch(...args), pollIntervalMs, log = console.warn, farcasterRelay }: FrameAppOptions) {
  const stored = createFrameStorage(storage)
  const auth = createAuthClient({ authUrl: config.authUrl, fetch: fetchFn })
  const fundNewAccount = async (token: string, address: string) => {
    // Production has no faucet: only a site that says it funds (the sandbox's) is asked.
    if (!config.fundNewAccounts) return
    const response = await fetchFn(`${selfOrigin}${FUND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ address }),
    })
    if (!response.ok) throw new Error(`funding answered HTTP ${response.status}`)
    fundReplySchema.parse(await response.json())
  }
  const session = createFrameSession({ auth, storage: stored, deviceShares: createDeviceShareStorage(storage), passkeys, prompt: keyPrompt, fundNewAccount, log })
  const login = createEmailLogin({ auth, session, deviceId: stored.deviceId, ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }) })
  const social = createSocialLogin({ auth, session, storage: stored, social: config.social, selfOrigin })
  const chains = createFrameChains(config.chains, query.chainId)
  const relay = farcasterRelay ?? (config.farcasterRelayUrl ? lazyFarcasterRelayClient({ relayUrl: config.farcasterRelayUrl, rpcUrl: config.chains[0]?.rpcUrl ?? config.farcasterRelayUrl }) : undefined)
  const farcaster = relay
    ? createFarcasterLogin({ auth, session, relay, channels: createFarcasterChannelStorage(storage), deviceId: stored.deviceId, ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }) })
    : undefined
  const forward = createForwardRpc(fetchFn)
  const smartStorage = createSmartAccountStorage(storage)
  const smart = createSmartAccounts({ configured: config.chains, forward, storage: smartStorage })
  const walletCalls = createWalletCalls({ configured: config.chains, forward, smart, storage: smartStorage })
  const sessions = createSessionPermissions({ forward, smart })
  const approvals = abortableApprovals(approve, onApprovalAborted)
  const handle: (request: FrameRequestMessage, origin: string) => Promise<FrameReplyMessage> = createFrameRequestHandler({
    auth,
    session,
    login,
    social,
    chains,
    forward,
    smart,
    walletCalls,
    sessions,
    approve: oneAtATime(approvals.approve),
    abortApproval: approvals.abort,
    reload,
    showExportedKey,
    ...(onAppearance ? { onAppearance } : {}),
    ...(farcaster ? { farcaster } : {}),
  })
  return { restore: session.restore, handle, session }
}
