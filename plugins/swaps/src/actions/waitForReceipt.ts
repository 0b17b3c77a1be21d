import type { PluginHost } from '@portico/contracts'
import * as z from 'zod/mini'

const receiptSchema = z.object({ status: z.string(), transactionHash: z.string() })

/**
 * Polls eth_getTransactionReceipt (a safe method: no prompt) until the transaction is mined;
 * throws when it reverted or did not land within `timeoutMs`.
 */
export async function waitForReceipt(host: PluginHost, hash: string, { intervalMs = 500, timeoutMs = 120_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const parsed = receiptSchema.safeParse(await host.rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] }))
    if (parsed.success) {
      if (parsed.data.status !== '0x1') throw new Error(`Transaction ${hash} reverted`)
      return
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined in time`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
