import { formatBalance, type CaipNetwork } from '@portico/contracts'
import { address, createSolanaRpc } from '@solana/kit'

/**
 * A whole-unit decimal string of a raw amount, without floating point.
 * @example toDecimalString(1_500_000_000n, 9) // '1.5'
 */
export function toDecimalString(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * Reads the SOL balance over the network's RPC (`getBalance`, lamports), floored to 3 decimals
 * for display like every native balance.
 */
export async function readSolanaBalance(network: CaipNetwork, owner: string): Promise<{ balance: string; symbol: string }> {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new Error(`${network.name} has no RPC URL`)
  const { value } = await createSolanaRpc(url).getBalance(address(owner), { commitment: 'confirmed' }).send()
  return { balance: formatBalance(toDecimalString(value, network.nativeCurrency.decimals)), symbol: network.nativeCurrency.symbol }
}
