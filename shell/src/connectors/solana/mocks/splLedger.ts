import { base58 } from '@scure/base'
import { associatedTokenAddress, readTokenInstructions } from './wireTransaction'

/** An SPL transfer the mock applied, between owners (their associated token accounts). */
export interface TokenTransfer {
  from: string
  to: string
  mint: string
  amount: bigint
}

/** The `tokenLedger` key of an owner's balance of a mint. */
export const tokenBalanceKey = (owner: string, mint: string): string => `${owner}:${mint}`

const ata = (owner: string, mint: string) => base58.encode(associatedTokenAddress(base58.decode(owner), base58.decode(mint), (a) => base58.decode(a)))
const simulationFailed = (why: string) => new Error(`Transaction simulation failed: ${why}`)

/**
 * The SPL effects of a transaction's token instructions on a copy of the token ledger (balances by
 * `tokenBalanceKey`, an entry being an existing associated account): the new balances and the
 * transfers, or a throw as a node's preflight does (a wrong account, mint, decimals or a short
 * balance), changing nothing. Associated-account creation charges no rent.
 */
export function applyTokenInstructions(bytes: Uint8Array, { tokenLedger, mints }: { tokenLedger: ReadonlyMap<string, bigint>; mints: Readonly<Record<string, number>> }): { next: Map<string, bigint>; tokenTransfers: TokenTransfer[] } {
  const next = new Map<string, bigint>()
  const tokenTransfers: TokenTransfer[] = []
  // Associated accounts by address, with their owner and mint: the existing, then those created.
  const accounts = new Map<string, { owner: string; mint: string }>()
  for (const key of tokenLedger.keys()) {
    const [owner = '', mint = ''] = key.split(':')
    accounts.set(ata(owner, mint), { owner, mint })
  }
  const read = (key: string) => next.get(key) ?? tokenLedger.get(key)
  for (const instruction of readTokenInstructions(bytes, (key) => base58.encode(key))) {
    if (instruction.kind === 'createAssociated') {
      const { account, owner, mint, idempotent } = instruction
      if (!(mint in mints)) throw simulationFailed('invalid mint')
      if (account !== ata(owner, mint)) throw simulationFailed('Provided seeds do not result in a valid address')
      const exists = read(tokenBalanceKey(owner, mint)) !== undefined
      if (exists && !idempotent) throw simulationFailed('account already in use')
      if (!exists) next.set(tokenBalanceKey(owner, mint), 0n)
      accounts.set(account, { owner, mint })
      continue
    }
    const { source, mint, destination, authority, amount, decimals } = instruction
    if (mints[mint] !== decimals) throw simulationFailed('custom program error: 0x12')
    const from = accounts.get(source)
    const to = accounts.get(destination)
    if (!from || !to || read(tokenBalanceKey(from.owner, from.mint)) === undefined || read(tokenBalanceKey(to.owner, to.mint)) === undefined) {
      throw simulationFailed('AccountNotFound')
    }
    if (from.mint !== mint || to.mint !== mint) throw simulationFailed('custom program error: 0x3')
    if (from.owner !== authority) throw simulationFailed('custom program error: 0x4')
    const balance = read(tokenBalanceKey(from.owner, mint)) ?? 0n
    if (balance < amount) throw simulationFailed('custom program error: 0x1')
    next.set(tokenBalanceKey(from.owner, mint), balance - amount)
    next.set(tokenBalanceKey(to.owner, mint), (read(tokenBalanceKey(to.owner, mint)) ?? 0n) + amount)
    tokenTransfers.push({ from: from.owner, to: to.owner, mint, amount })
  }
  return { next, tokenTransfers }
}
