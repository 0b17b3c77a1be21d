import type { AccountRecord, ChainNamespace } from '@portico/contracts'
import type { FrameUser } from '@portico/frame-protocol'

/**
 * SPEC section 3 account records of an embedded session: the frame's accounts with their types,
 * else its one address with the preferred type (a smart account keeps the owner's address).
 *
 * @example authAccountRecords('eip155', user) // [{ namespace: 'eip155', address, type: 'smartAccount' }, ...]
 */
export function authAccountRecords(namespace: ChainNamespace, user: FrameUser | undefined): AccountRecord[] {
  const accounts = user?.accounts?.length ? user.accounts : user ? [{ address: user.address, type: user.preferredAccountType ?? 'eoa' }] : []
  return accounts.map((account) => ({ namespace, address: account.address, type: account.type }))
}
