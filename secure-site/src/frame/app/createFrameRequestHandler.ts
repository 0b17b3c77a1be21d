import { type PreferredAccountType } from '@portico/contracts'
import { FRAME_REQUEST_TYPES, frameChainNamespace, frameError, frameSuccess, type FrameChainId, type FrameDappMetadata, type FrameReplyMessage, type FrameRequestMessage, type FrameRequestPayload, type FrameThemeVariables } from '@portico/frame-protocol'
import type { Approve } from './approvalRequest'
import type { EmailLogin } from './emailLogin'
import type { FarcasterLogin } from './farcasterLogin'
import type { FrameChains } from './frameChains'
import { hostedChainId } from './hostedChainId'
import { FrameRequestError, notSupportedYet, userRejected } from './frameRequestError'
import type { FrameSession, SignedIn } from './frameSession'
import type { ForwardRpc } from './forwardRpc'
import { handleRpcRequest, type RpcRequest } from './rpcRequest'
import type { SessionPermissions } from './sessionPermissions'
import type { SmartAccounts } from './smartAccounts'
import type { SocialLogin } from './socialLogin'
import type { WalletCalls } from './walletCalls'
import { AuthServiceError, type AuthClient } from './authClient'
import { toProviderRpcError } from '../../wallet/errors'

/** What SYNC_THEME and SYNC_DAPP_DATA tell the frame, for its approval UI. */
export type FrameAppearance = {
  themeMode?: 'light' | 'dark'
  themeVariables?: FrameThemeVariables
  dapp?: FrameDappMetadata
}

export type FrameRequestHandlerOptions = {
  auth: AuthClient
  session: FrameSession
  login: EmailLogin
  social: SocialLogin
  /** Sign In With Farcaster, when the secure site has a relay. */
  farcaster?: FarcasterLogin
  chains: FrameChains
  forward: ForwardRpc
  approve: Approve
  /** RPC_ABORT: stops the approval being shown (its request fails with 'Request was aborted'). */
  abortApproval?: () => boolean
  /** Smart accounts (EIP-7702 on the user's own address): enabled chains, preference, delegation. */
  smart: SmartAccounts
  walletCalls: WalletCalls
  /** Smart sessions: wallet_grantPermissions and wallet_revokePermissions on the smart account. */
  sessions: SessionPermissions
  /** Applies SYNC_THEME / SYNC_DAPP_DATA to the approval UI. */
  onAppearance?: (appearance: FrameAppearance) => void
  /** PORTICO_EXPORT_KEY_V1: shows the key blob in the frame's own page; resolves when the user closes it. */
  showExportedKey: (blob: string) => Promise<void>
  /** RELOAD: runs after the reply is posted. */
  reload: () => void
}

const MAX_MESSAGE_LENGTH = 4_096

/** The dapp's self-declared name for the approval card, when SYNC_DAPP_DATA gave one. */
const dappNameOf = (appearance: FrameAppearance) => (appearance.dapp?.name ? { dappName: appearance.dapp.name } : {})

/**
 * The frame's answer to every request of docs/frame-protocol.md, for a request already checked to
 * come from an allowed parent. Never throws: a failure is the request's error reply, whose message
 * is the auth service's or the node's own where there is one.
 * @example
 * const handle = createFrameRequestHandler({ auth, session, login, social, chains, forward, approve, smart, walletCalls, reload })
 * parent.postMessage(await handle(request, event.origin), event.origin)
 */
export function createFrameRequestHandler(options: FrameRequestHandlerOptions) {
  const appearance: FrameAppearance = {}
  const answer = (request: FrameRequestMessage, origin: string) => respond(request, origin, options, appearance)
  return async (request: FrameRequestMessage, origin: string): Promise<FrameReplyMessage> => {
    try {
      return await answer(request, origin)
    } catch (error) {
      return frameError(request, toErrorPayload(error))
    }
  }
}

async function respond(request: FrameRequestMessage, origin: string, options: FrameRequestHandlerOptions, appearance: FrameAppearance): Promise<FrameReplyMessage> {
  const { auth, session, login, social, chains } = options
  const { smart } = options
  // A preferredAccountType given with GET_USER or CONNECT_SOCIAL is stored as SET_PREFERRED_ACCOUNT stores it.
  const userOn = async ({ email, userName, keys }: SignedIn, chainId: FrameChainId | undefined, preferred?: PreferredAccountType) => {
    if (chainId !== undefined) chains.switchTo(chainId)
    const current = chains.current()
    const known = { email, ...(userName === null ? {} : { userName }), chainId: hostedChainId(current) }
    if (frameChainNamespace(current) === 'solana') {
      const address = keys.solana.address
      return { ...known, address, accounts: [{ address, type: 'eoa' as const }], preferredAccountType: 'eoa' as const, smartAccountDeployed: false }
    }
    const address = keys.evm.address
    if (preferred !== undefined) smart.setPreference(address, preferred)
    return { ...known, address, ...(await smart.accountOf(address, localEvmChain(current))) }
  }
  const localEvmChain = (chainId: FrameChainId) => {
    try {
      return chains.evmChain(chainId)
    } catch {
      return undefined
    }
  }
  switch (request.type) {
    case FRAME_REQUEST_TYPES.CONNECT_EMAIL:
      return frameSuccess(request, { action: await login.connectEmail(request.payload.email) })
    case FRAME_REQUEST_TYPES.CONNECT_DEVICE:
      await login.connectDevice()
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.CONNECT_OTP:
      await login.connectOtp(request.payload.otp)
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.GET_USER:
      return frameSuccess(request, await userOn(session.require(), request.payload.chainId, request.payload.preferredAccountType))
    case FRAME_REQUEST_TYPES.SWITCH_NETWORK:
      chains.switchTo(request.payload.chainId)
      return frameSuccess(request, { chainId: request.payload.chainId })
    case FRAME_REQUEST_TYPES.IS_CONNECTED:
      return frameSuccess(request, { isConnected: session.current() !== undefined })
    case FRAME_REQUEST_TYPES.GET_CHAIN_ID:
      return frameSuccess(request, { chainId: hostedChainId(chains.current()) })
    case FRAME_REQUEST_TYPES.SIGN_OUT:
      await session.signOut()
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.UPDATE_EMAIL:
      return frameSuccess(request, await auth.updateEmail(session.require().token, request.payload.email))
    case FRAME_REQUEST_TYPES.UPDATE_EMAIL_PRIMARY_OTP:
      await auth.updateEmailPrimaryOtp(session.require().token, request.payload.otp)
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.UPDATE_EMAIL_SECONDARY_OTP: {
      const { email } = await auth.updateEmailSecondaryOtp(session.require().token, request.payload.otp)
      session.setEmail(email)
      return frameSuccess(request, { newEmail: email })
    }
    case FRAME_REQUEST_TYPES.SYNC_THEME:
      if (request.payload.themeMode !== undefined) appearance.themeMode = request.payload.themeMode
      if (request.payload.themeVariables !== undefined) appearance.themeVariables = request.payload.themeVariables
      options.onAppearance?.(appearance)
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.SYNC_DAPP_DATA:
      if (request.payload.metadata !== undefined) appearance.dapp = request.payload.metadata
      options.onAppearance?.(appearance)
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.RELOAD:
      // After this reply is posted (a task after the microtasks that post it).
      setTimeout(options.reload, 0)
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.GET_SMART_ACCOUNT_ENABLED_NETWORKS:
      return frameSuccess(request, { smartAccountEnabledNetworks: await smart.enabledNetworks() })
    case FRAME_REQUEST_TYPES.SET_PREFERRED_ACCOUNT: {
      const { address } = session.require().keys.evm
      smart.setPreference(address, request.payload.type)
      return frameSuccess(request, { type: request.payload.type, address })
    }
    case FRAME_REQUEST_TYPES.INIT_SMART_ACCOUNT:
      return frameSuccess(request, await smart.init(session.require().keys.evm, chains.evmChain()))
    case FRAME_REQUEST_TYPES.PORTICO_EXPORT_KEY_V1: {
      const { address } = session.require().keys.evm
      if (!(await options.approve({ method: 'portico_exportKey', origin, details: [{ label: 'Account', value: address }, { label: 'Shown', value: 'Your private keys, in this window only. Anyone who sees them controls the wallet.' }], ...dappNameOf(appearance) }))) throw userRejected()
      await options.showExportedKey(await session.exportKey())
      return frameSuccess(request, undefined)
    }
    case FRAME_REQUEST_TYPES.PORTICO_DELETE_ACCOUNT_V1: {
      const { address } = session.require().keys.evm
      if (!(await options.approve({ method: 'portico_deleteAccount', origin, details: [{ label: 'Account', value: address }, { label: 'Deleted', value: 'Your sign-in and every share the secure site holds. Export the key first to keep the funds.' }], ...dappNameOf(appearance) }))) throw userRejected()
      await session.deleteAccount()
      return frameSuccess(request, undefined)
    }
    case FRAME_REQUEST_TYPES.RPC_ABORT:
      options.abortApproval?.()
      return frameSuccess(request, undefined)
    case FRAME_REQUEST_TYPES.RPC_REQUEST:
      return frameSuccess(
        request,
        await handleRpcRequest(rpcRequestOf(request.payload), { session, chains, forward: options.forward, approve: options.approve, walletCalls: options.walletCalls, sessions: options.sessions, dappName: () => appearance.dapp?.name || undefined }, origin),
      )
    case FRAME_REQUEST_TYPES.GET_SOCIAL_REDIRECT_URI:
      return frameSuccess(request, { uri: await social.redirectUri(request.payload.provider, origin, appearance.dapp?.url) })
    case FRAME_REQUEST_TYPES.CONNECT_SOCIAL:
      return frameSuccess(request, await userOn(await social.connect(request.payload.uri, origin), request.payload.chainId, request.payload.preferredAccountType))
    case FRAME_REQUEST_TYPES.GET_FARCASTER_URI:
      if (!options.farcaster) throw notSupportedYet('Farcaster login')
      return frameSuccess(request, { url: await options.farcaster.getUri() })
    case FRAME_REQUEST_TYPES.CONNECT_FARCASTER:
      if (!options.farcaster) throw notSupportedYet('Farcaster login')
      return frameSuccess(request, { userName: await options.farcaster.connect() })
  }
}

/**
 * RPC_REQUEST's network as the frame keeps it: the bare `chainId` under its `chainNamespace`
 * (eip155 when none is named), as AppKit's frame provider sends them.
 */
function rpcRequestOf({ chainNamespace = 'eip155', chainId, ...rest }: FrameRequestPayload<'RPC_REQUEST'>): RpcRequest {
  if (chainNamespace !== 'eip155' && chainNamespace !== 'solana') throw new FrameRequestError(`The embedded wallet has no ${chainNamespace} accounts`, 4901)
  return chainId === undefined ? rest : { ...rest, chainId: `${chainNamespace}:${chainId}` }
}

/**
 * Any failure as an error reply's payload: the frame's own errors and the auth service's messages
 * as they are; a signing or node failure as its EIP-1193 / JSON-RPC code and short message.
 */
function toErrorPayload(error: unknown): { message: string; code?: number } {
  const { message, code } = error instanceof FrameRequestError ? error : error instanceof AuthServiceError ? { message: error.message, code: undefined } : toProviderRpcError(error)
  const text = (message || 'Something went wrong in the secure site').slice(0, MAX_MESSAGE_LENGTH)
  return code === undefined ? { message: text } : { message: text, code }
}
