import { isEvmAddress } from '@portico/contracts'

/**
 * Whether the receiver can be sent to on eip155: an EVM address with its 0x. The spec's address
 * rule makes 0x optional (SPEC section 5), but a transaction's `to` needs it.
 * @example isReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isReceiverAddress(value: string): value is `0x${string}` {
  return value.startsWith('0x') && isEvmAddress(value)
}

/** Whether typed text looks like an account name to resolve (alice.reown.id, bob.eth). */
export function looksLikeName(value: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value.trim()) && !isEvmAddress(value.trim())
}
