import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'

/** Cluster RPCs the sandbox wallet sends to; in the sandbox the devnet one is answered by MSW. */
export const SANDBOX_SOLANA_RPC: Readonly<Record<string, string>> = {
  'solana:mainnet': 'https://api.mainnet-beta.solana.com',
  'solana:devnet': 'https://api.devnet.solana.com',
  'solana:testnet': 'https://api.testnet.solana.com',
}

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), result: z.string() }),
  z.object({ jsonrpc: z.literal('2.0'), error: z.object({ code: z.number(), message: z.string() }) }),
])

/**
 * Submits a signed wire transaction with `sendTransaction` and returns the node's signature bytes.
 * @example await sendSignedTransaction('solana:devnet', signed, { preflightCommitment: 'confirmed' })
 */
export async function sendSignedTransaction(chain: string, signed: Uint8Array, options: { preflightCommitment?: string; skipPreflight?: boolean } = {}): Promise<Uint8Array> {
  const url = SANDBOX_SOLANA_RPC[chain]
  if (!url) throw new Error(`The sandbox wallet knows no RPC for ${chain}`)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(signed), { encoding: 'base64', preflightCommitment: options.preflightCommitment ?? 'confirmed', ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}) }],
    }),
  })
  const body = responseSchema.parse(await response.json())
  if ('error' in body) throw new Error(`sendTransaction failed: ${body.error.message}`)
  return base58.decode(body.result)
}
