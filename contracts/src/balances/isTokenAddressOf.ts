import { isAddress } from 'viem'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'

/**
 * Whether a token balance's `address` is a token of the balance's chain: a CAIP-10 address on
 * that very chain (`chainId`, a CAIP-2 id) whose address part is one of its namespace's: an EVM
 * address with its 0x (a mixed-case one with a valid EIP-55 checksum, viem's strict isAddress),
 * or a Solana mint. Other namespaces hold no tokens.
 * @example isTokenAddressOf('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'eip155:1') // true
 * @example isTokenAddressOf('eip155:1:0xnothex', 'eip155:1') // false
 */
export function isTokenAddressOf(caipAddress: string, chainId: string): boolean {
  let parsed
  try {
    parsed = parseCaipAddress(caipAddress)
  } catch {
    return false
  }
  if (`${parsed.chainNamespace}:${parsed.chainId}` !== chainId) return false
  if (parsed.chainNamespace === 'eip155') return isAddress(parsed.address, { strict: true })
  if (parsed.chainNamespace === 'solana') return isSolanaAddress(parsed.address)
  return false
}
