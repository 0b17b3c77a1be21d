import { parseCaipAddress, type ChainNamespace, type TokenBalance } from '@portico/contracts'
import { blockedReceiver } from './blockedReceiver'

/**
 * Why a receiver deserves a second look. `blocking` ones cannot be sent to (blockedReceiver: the
 * zero address, a wrong EIP-55 checksum). A token contract (the token being sent, or any token the account
 * lists) only warns: tokens sent to a contract are usually lost, but some contracts take them.
 */
export type ReceiverWarning = { kind: 'zeroAddress'; blocking: true } | { kind: 'badChecksum'; blocking: true } | { kind: 'tokenContract'; blocking: false; symbol: string }

/** The token among `tokens` whose contract (or Solana mint) is `receiver`, the one being sent first. */
function tokenAt(receiver: string, namespace: ChainNamespace, tokens: readonly (TokenBalance | undefined)[]): TokenBalance | undefined {
  const same = namespace === 'eip155' ? (a: string) => a.toLowerCase() === receiver.toLowerCase() : (a: string) => a === receiver
  return tokens.find((token) => {
    if (!token?.address) return false
    try {
      return same(parseCaipAddress(token.address).address)
    } catch {
      return false
    }
  })
}

/**
 * The warning the Send view and its preview show for a receiver, if any (see ReceiverWarning).
 * @example receiverWarning({ receiver: '0x0000000000000000000000000000000000000000', namespace: 'eip155', token, tokenBalances }) // { kind: 'zeroAddress', blocking: true }
 */
export function receiverWarning(args: {
  receiver: string | undefined
  namespace: ChainNamespace | undefined
  token: TokenBalance | undefined
  tokenBalances: readonly TokenBalance[]
}): ReceiverWarning | undefined {
  const { receiver, token } = args
  const namespace = args.namespace ?? 'eip155'
  if (!receiver) return undefined
  const blocked = blockedReceiver(receiver, namespace)
  if (blocked) return { kind: blocked, blocking: true }
  const contract = tokenAt(receiver, namespace, [token, ...args.tokenBalances])
  return contract ? { kind: 'tokenContract', blocking: false, symbol: contract.symbol } : undefined
}
