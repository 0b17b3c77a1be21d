import { isEmbeddedWalletMethod, isSafeRpcMethod } from '@portico/contracts'
import { type FrameChainId, type FrameJsonValue } from '@portico/frame-protocol'
import { numberToHex } from 'viem'
import { z } from 'zod'
import type { SecureSiteChain } from '../secureSiteConfig'
import type { Approve } from './approvalRequest'
import type { FrameChains } from './frameChains'
import { FrameRequestError, RPC_NOT_ALLOWED_MESSAGE, userRejected } from './frameRequestError'
import type { FrameSession } from './frameSession'
import type { ForwardRpc } from './forwardRpc'
import type { SessionPermissions } from './sessionPermissions'
import { prepareUnsafeRequest, type PreparedRequest } from './unsafeRequests'
import type { WalletCalls } from './walletCalls'

export type RpcRequest = { method: string; params?: unknown; chainId?: FrameChainId }

export type RpcRequestContext = {
  session: FrameSession
  chains: FrameChains
  forward: ForwardRpc
  approve: Approve
  /** EIP-5792 on the smart account: wallet_sendCalls, wallet_getCallsStatus, wallet_getCapabilities. */
  walletCalls: WalletCalls
  /** Smart sessions (ERC-7715) on the smart account: wallet_grantPermissions, wallet_revokePermissions. */
  sessions: SessionPermissions
  /** The dapp's name from SYNC_DAPP_DATA, shown in the approval UI. */
  dappName: () => string | undefined
}

const switchChainParamsSchema = z.tuple([z.object({ chainId: z.string().regex(/^0x[0-9a-fA-F]+$/) })])

/**
 * Answers RPC_REQUEST (SPEC section 6): a method off the embedded wallet's allow-list fails with
 * 'Requested RPC call is not allowed'; account and chain queries are answered here; other safe
 * methods go to the chain's node, but for EIP-5792's status and capabilities, answered here; unsafe ones run only after Approve in the frame's own UI (Reject:
 * 4001). The page never approves: no message does, only a click in this document.
 * @example await handleRpcRequest({ method: 'eth_accounts' }, context) // ['0x...']
 */
export async function handleRpcRequest({ method, params, chainId }: RpcRequest, { session, chains, forward, approve, walletCalls, sessions, dappName }: RpcRequestContext, origin: string): Promise<FrameJsonValue> {
  if (!isEmbeddedWalletMethod(method)) throw new FrameRequestError(RPC_NOT_ALLOWED_MESSAGE)
  const { keys } = session.require()
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [keys.evm.address]
    case 'eth_chainId':
      return numberToHex(chains.evmChain(chainId).chainId)
    case 'net_version':
      return String(chains.evmChain(chainId).chainId)
    case 'solana_requestAccounts':
      return [{ pubkey: keys.solana.address }]
    case 'wallet_switchEthereumChain': {
      const parsed = switchChainParamsSchema.safeParse(params)
      if (!parsed.success) throw new FrameRequestError('Invalid params: expected [{ chainId: hex }]', -32602)
      const requested = parsed.data[0].chainId
      let target: SecureSiteChain
      try {
        target = chains.evmChain(Number(requested))
      } catch {
        throw new FrameRequestError(`Unrecognized chain ID "${requested}"`, 4902)
      }
      chains.switchTo(target.chainId)
      return null
    }
    case 'wallet_getCapabilities':
      return walletCalls.capabilities(params, keys.evm)
    case 'wallet_getCallsStatus':
      return walletCalls.callsStatus(params)
  }
  if (isSafeRpcMethod(method)) return forward(chains.evmChain(chainId).rpcUrl, method, params)
  const prepare = (): Promise<PreparedRequest> | PreparedRequest => {
    switch (method) {
      case 'wallet_sendCalls':
        return walletCalls.prepareSendCalls(params, keys.evm)
      case 'wallet_grantPermissions':
        // The session's project: the dapp's own name, and the origin the frame saw (which it cannot fake).
        return sessions.prepareGrant(params, keys.evm, { name: dappName() ?? '', url: origin })
      case 'wallet_revokePermissions':
        return sessions.prepareRevoke(params, keys.evm)
      default:
        return prepareUnsafeRequest(method, params, keys, chains, chainId)
    }
  }
  const prepared = await prepare()
  const approved = await approve({ method, dappName: dappName(), origin, details: prepared.details })
  if (!approved) throw userRejected()
  return prepared.run()
}
