import type { Transaction, TransactionTransfer } from '@portico/contracts'
import type { SolanaMockActivity, SolanaMockToken } from '@portico/contracts/testing'
import { formatUnits } from 'viem'
import { iconSvg } from './tokenIconSvg'

/** A Solana transaction the sandbox's RPC mock accepted, with when it landed. */
export type SolanaActivity = SolanaMockActivity
export type { SolanaMockToken }

const LAMPORTS_DECIMALS = 9

const direction = (from: string, to: string, account: string): TransactionTransfer['direction'] => (from === account ? (to === account ? 'self' : 'out') : 'in')

/**
 * The account's Solana activity as the Blockchain API history lists it: each accepted transaction
 * that moved its SOL or SPL tokens, newest first, on the given `solana:` chain.
 */
export function solanaHistory(activity: readonly SolanaActivity[], account: string, chain: string, tokens: readonly SolanaMockToken[]): Transaction[] {
  return activity
    .filter((entry) => entry.chain === chain)
    .flatMap((entry): Transaction[] => {
      const transfers: TransactionTransfer[] = [
        ...entry.transfers
          .filter((t) => t.from === account || t.to === account)
          .map((t) => ({ fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: iconSvg('SOL') } }, direction: direction(t.from, t.to, account), quantity: { numeric: formatUnits(t.lamports, LAMPORTS_DECIMALS) } })),
        ...entry.tokenTransfers
          .filter((t) => t.from === account || t.to === account)
          .map((t) => {
            const token = tokens.find((candidate) => candidate.mint === t.mint)
            const symbol = token?.symbol ?? 'SPL'
            return { fungible_info: { name: token?.name ?? 'Unknown token', symbol, icon: { url: iconSvg(symbol) } }, direction: direction(t.from, t.to, account), quantity: { numeric: formatUnits(t.amount, token?.decimals ?? 0) } }
          }),
      ]
      if (transfers.length === 0) return []
      const sent = entry.transfers.find((t) => t.from === account) ?? entry.tokenTransfers.find((t) => t.from === account)
      const first = [...entry.transfers, ...entry.tokenTransfers].find((t) => t.from === account || t.to === account)
      return [
        {
          id: entry.signature,
          metadata: {
            minedAt: entry.minedAt,
            chain,
            operationType: sent ? 'send' : 'receive',
            status: 'confirmed',
            sentFrom: first?.from ?? account,
            sentTo: first?.to ?? '',
            hash: entry.signature,
          },
          transfers,
        },
      ]
    })
    .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
}
