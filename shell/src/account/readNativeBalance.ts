import { formatBalance, HTTP_RPC_TRANSPORT } from '@portico/contracts'
import type { CaipNetwork } from '@portico/contracts'
import { createPublicClient, formatUnits, http, type Address } from 'viem'

/**
 * Reads the native balance over the network's HTTP RPC, floored to 3 decimals for display.
 * Transport settings are SPEC section 9's.
 */
export async function readNativeBalance(network: CaipNetwork, address: Address): Promise<{ balance: string; symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  const client = createPublicClient({
    transport: http(url, {
      timeout: HTTP_RPC_TRANSPORT.timeoutMs,
      retryCount: HTTP_RPC_TRANSPORT.retryCount,
      retryDelay: HTTP_RPC_TRANSPORT.retryDelayMs,
    }),
  })
  const wei = await client.getBalance({ address })
  return {
    balance: formatBalance(formatUnits(wei, network.nativeCurrency.decimals)),
    symbol: network.nativeCurrency.symbol,
  }
}
