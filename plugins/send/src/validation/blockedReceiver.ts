import type { ChainNamespace } from '@portico/contracts'
import { isAddress, zeroAddress } from 'viem'
import { isReceiverAddress } from './isReceiverAddress'

/** Both cases among the hex letters: the address carries an EIP-55 checksum to check. */
const isMixedCase = (address: string) => /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2))

/**
 * Why an EVM receiver can never be sent to, if it cannot: the zero address (nobody holds its
 * key), or a mixed-case address whose EIP-55 checksum is wrong (viem's strict isAddress: the typo
 * the checksum exists to catch). All-lower and all-upper case carry no checksum and pass.
 * @example blockedReceiver('0x0000000000000000000000000000000000000000', 'eip155') // 'zeroAddress'
 */
export function blockedReceiver(receiver: string, namespace: ChainNamespace | undefined): 'zeroAddress' | 'badChecksum' | undefined {
  if ((namespace ?? 'eip155') !== 'eip155' || !isReceiverAddress(receiver)) return undefined
  if (receiver.toLowerCase() === zeroAddress) return 'zeroAddress'
  if (isMixedCase(receiver) && !isAddress(receiver, { strict: true })) return 'badChecksum'
  return undefined
}
