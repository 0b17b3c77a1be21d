import { isAddressEqual, type Address, type Hex } from 'viem'
import { z } from 'zod'
import type { ChainRuntime } from '../../chains/createChainRuntime'

// `ots_getInternalOperations` (Otterscan API): the native value a transaction's calls moved.
// Type 0 is a plain transfer (1 self-destruct, 2 CREATE, 3 CREATE2).
const internalOperationsSchema = z.array(z.object({ type: z.number(), from: z.string(), to: z.string(), value: z.string().regex(/^0x[0-9a-fA-F]*$/) }))
const TRANSFER = 0

/**
 * The native currency each of the owner's transactions paid the owner from inside a contract call
 * (a router's ETH out of a token-for-ETH swap), by transaction hash: no log records it, so the
 * receipts alone show the swap as a send. Only transactions that called a contract are asked
 * (one call each). A node without the method, or one that fails, gives none for that transaction:
 * the row keeps its logged transfers.
 * @example const paid = await internalNativeReceipts(chain, owner, [{ hash, to: router, input: '0x18cb...' }])
 */
export async function internalNativeReceipts(chain: ChainRuntime, owner: Address, txs: readonly { hash: string; to: string | null; input?: string | undefined }[]): Promise<Map<string, bigint>> {
  const calls = txs.filter((tx) => tx.to !== null && tx.input !== undefined && tx.input !== '0x')
  const paid = new Map<string, bigint>()
  await Promise.all(
    calls.map(async (tx) => {
      const answer = await chain.client.request({ method: 'ots_getInternalOperations' as 'eth_call', params: [tx.hash as Hex] as never }).catch(() => [])
      const operations = internalOperationsSchema.safeParse(answer)
      if (!operations.success) return
      const value = operations.data.filter((op) => op.type === TRANSFER && isAddressEqual(op.to as Address, owner)).reduce((sum, op) => sum + BigInt(op.value), 0n)
      if (value > 0n) paid.set(tx.hash.toLowerCase(), value)
    }),
  )
  return paid
}
