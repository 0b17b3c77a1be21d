import { formatBalance } from '@portico/contracts'
import type { CaipNetwork } from '@portico/contracts'
import { createClient, formatUnits, type Address } from 'viem'
import { getBalance } from 'viem/actions'
import { createRpcTransport } from '../rpc/createRpcTransport'

/** Reads the native balance over the network's RPC, floored to 3 decimals for display. */
export async function readNativeBalance(network: CaipNetwork, address: Address): Promise<{ balance: string; symbol: string }> {
  const client = createClient({ transport: createRpcTransport(network.rpcUrls.default.http) })
  const wei = await getBalance(client, { address })
  return {
    balance: formatBalance(formatUnits(wei, network.nativeCurrency.decimals)),
    symbol: network.nativeCurrency.symbol,
  }
}
