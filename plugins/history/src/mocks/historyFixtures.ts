import type { Transaction, TransactionTransfer } from '@portico/contracts'
import { iconSvg } from './tokenIconSvg'

const DAY_MS = 86_400_000
const COUNTERPARTIES = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906']

const fungible = (symbol: string, numeric: string, direction: 'in' | 'out'): TransactionTransfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: iconSvg(symbol) } },
  direction,
  quantity: { numeric },
})
const nft = (name: string, spam: boolean): TransactionTransfer => ({
  nft_info: { name, content: { preview: { url: iconSvg(spam ? '!' : '#', 'square') } }, flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})

// One kind per fixture, in turn: every operation type with a sign, plus sends, trades, NFTs
// (real and spam) and an approval that moves nothing.
const KINDS: readonly ((i: number) => { operationType: string; transfers: TransactionTransfer[]; status?: string })[] = [
  (i) => ({ operationType: 'receive', transfers: [fungible('ETH', `0.${i + 1}5`, 'in')] }),
  (i) => ({ operationType: 'send', transfers: [fungible('USDC', `${(i + 1) * 12}.5`, 'out')] }),
  () => ({ operationType: 'deposit', transfers: [fungible('WETH', '1.2', 'in')] }),
  () => ({ operationType: 'withdraw', transfers: [fungible('WETH', '0.4', 'out')] }),
  (i) => ({ operationType: 'receive', transfers: [nft(`Portico Pass #${i}`, false)] }),
  (i) => ({ operationType: 'receive', transfers: [nft(`Claim ${i * 1000} USDT at free-usdt.example`, true)] }),
  () => ({ operationType: 'trade', transfers: [fungible('ETH', '0.5', 'out'), fungible('USDC', '1560.22', 'in')] }),
  () => ({ operationType: 'borrow', transfers: [fungible('USDC', '500', 'in')] }),
  () => ({ operationType: 'repay', transfers: [fungible('USDC', '250', 'out')], status: 'failed' }),
  () => ({ operationType: 'claim', transfers: [fungible('OP', '42', 'in')] }),
  () => ({ operationType: 'burn', transfers: [fungible('PUSD', '10', 'out')] }),
  () => ({ operationType: 'approve', transfers: [] }),
]

/**
 * Older activity of any account, newest first: `count` transactions every 23 days back from two
 * days before `now`, so 48 of them span about three years, several pages, and every kind the list
 * shows, one in twelve a spam NFT.
 * @example generateHistoryFixtures({ account, chain: 'eip155:31337', now: new Date() })
 */
export function generateHistoryFixtures(args: { account: string; chain: string; now: Date; count?: number }): Transaction[] {
  const count = args.count ?? 48
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!(i)
    const counterparty = COUNTERPARTIES[i % COUNTERPARTIES.length]!
    const outgoing = kind.transfers.some((t) => t.direction === 'out')
    return {
      id: `fixture-${args.chain}-${i}`,
      metadata: {
        minedAt: new Date(args.now.getTime() - (2 + i * 23) * DAY_MS - i * 3_600_000).toISOString(),
        chain: args.chain,
        operationType: kind.operationType,
        status: kind.status ?? 'confirmed',
        sentFrom: outgoing ? args.account : counterparty,
        sentTo: outgoing ? counterparty : args.account,
        hash: `0x${(i + 1).toString(16).padStart(64, 'f')}`,
      },
      transfers: kind.transfers,
    }
  })
}
