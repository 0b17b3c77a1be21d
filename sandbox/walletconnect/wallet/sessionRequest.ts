import type { SandboxChain } from '../../../secure-site/src/wallet/chains'
import { readSolanaWalletRequest, type SolanaWalletRequest } from './solanaWalletRequest'
import { readWalletRequest, type WalletRequest } from './walletRequest'

/** A request of any namespace the wallet grants, as its approval card shows it. */
export type SessionRequest = WalletRequest | SolanaWalletRequest

export const isSolanaRequest = (request: SessionRequest): request is SolanaWalletRequest => request.method.startsWith('solana_')

/**
 * Reads a session request by the namespace of the chain it is made on (WalletConnect says it
 * beside the request): Solana's, or eip155's. Throws the ProviderRpcError the dapp gets back.
 * @example readSessionRequest('solana_signMessage', { message, pubkey }, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chains).method // 'solana_signMessage'
 */
export function readSessionRequest(method: string, params: unknown, caipChainId: string, chains: readonly SandboxChain[]): SessionRequest {
  return caipChainId.startsWith('solana:') ? readSolanaWalletRequest(method, params, caipChainId) : readWalletRequest(method, params, caipChainId, chains)
}
