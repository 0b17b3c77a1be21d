import { formatBalance } from '@portico/contracts'
import type { CaipNetwork } from '@portico/contracts'
import { createPublicClient, formatUnits, type Address } from 'viem'
import { createRpcTransport } from '../rpc/createRpcTransport'

/** Reads the native balance over the network's RPC, floored to 3 decimals for display. */
export async function readNativeBalance(network: CaipNetwork, address: Address): Promise<{ balance: string; symbol: string }> {
  const client = createPublicClient({ transport: createRpcTransport(network.rpcUrls.default.http) })
  const wei = await client.getBalance({ address })
  return {
    balance: formatBalance(formatUnits(wei, network.nativeCurrency.decimals)),
    symbol: network.nativeCurrency.symbol,
  }
}
