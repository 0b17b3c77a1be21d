import type { Address, Hex } from 'viem'

/** A SessionGranted log of a session account, with its block's time (unix seconds). */
export interface IndexedGrant {
  chainId: number
  account: Address
  pci: Hex
  signer: Address
  expiry: number
  projectName: string
  projectUrl: string
  /** The ERC-7715 permissions as the wallet wrote them (JSON text). */
  permissions: string
  blockNumber: bigint
  createdAt: number
}

/** A SessionRevoked log: which session, when (unix seconds). */
export interface IndexedRevocation {
  chainId: number
  account: Address
  pci: Hex
  revokedAt: number
}

/** A session as indexed: its grant and, once revoked, when. */
export type IndexedSession = IndexedGrant & { revokedAt: number | null }

/** The index of session logs with a cursor per chain; the server's database, or a map in tests. */
export interface SessionIndexStore {
  /** The last block indexed on the chain, or undefined before the first pass. */
  cursor(chainId: number): Promise<bigint | undefined>
  /**
   * Stores the logs of blocks after `expected` up to `to` and moves the cursor to `to`, in one
   * transaction, only while the cursor is still `expected` (else another instance indexed those
   * blocks first: nothing is written and it resolves false).
   */
  commit(chainId: number, range: { expected: bigint | undefined; to: bigint }, logs: { grants: IndexedGrant[]; revocations: IndexedRevocation[] }): Promise<boolean>
  /** The sessions granted by `account` on the chain. */
  sessionsOf(chainId: number, account: Address): Promise<IndexedSession[]>
}
