import type { CaipNetwork, PluginHost } from '@portico/contracts'
import { createSolanaRpc } from '@solana/kit'
import type { SolanaSendRequest, SolanaTokenSendRequest } from '../validation/toSendRequest'
import { buildSolanaTransfer } from './buildSolanaTransfer'
import { buildSplTransfer } from './buildSplTransfer'

/**
 * Sends SOL or an SPL token: reads a recent blockhash over the network's RPC, builds the transfer and asks the
 * connector (`solana_signAndSendTransaction`: the wallet signs and submits). Resolves with the
 * signature, base58.
 */
export async function sendSolanaTransfer(host: Pick<PluginHost, 'rpc'>, network: CaipNetwork | undefined, request: SolanaSendRequest | SolanaTokenSendRequest): Promise<string | undefined> {
  const url = network?.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network?.name ?? 'The network'} has no RPC URL`)
  const { value } = await createSolanaRpc(url).getLatestBlockhash({ commitment: 'confirmed' }).send()
  const transaction = request.kind === 'solana-token' ? await buildSplTransfer(request, value) : buildSolanaTransfer(request, value)
  const answer = await host.rpc.request({ method: 'solana_signAndSendTransaction', params: { transaction, pubkey: request.from } })
  const signature = typeof answer === 'object' && answer !== null && 'signature' in answer ? answer.signature : undefined
  return typeof signature === 'string' ? signature : undefined
}
