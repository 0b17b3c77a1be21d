import type { WalletFixture } from './walletFixtures'

export interface WalletQuery {
  page: number
  entries: number
  chains: readonly string[]
  include: readonly string[]
  exclude: readonly string[]
  search: string
  badgeType: string | undefined
}

const namespaceOf = (chain: string) => chain.split(':')[0] ?? ''

/**
 * What the mock `/getWallets` answers: the wallets matching every filter, one page of them, and
 * how many match. `chains` matches by namespace, so a dapp on a local dev chain (eip155:31337)
 * still sees the EVM wallets; search matches names, case-insensitively.
 */
export function queryWallets(wallets: readonly WalletFixture[], query: WalletQuery): { data: WalletFixture[]; count: number } {
  const namespaces = new Set(query.chains.map(namespaceOf))
  const search = query.search.trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (query.include.length === 0 || query.include.includes(wallet.id)) &&
      !query.exclude.includes(wallet.id) &&
      (namespaces.size === 0 || wallet.chains.some((chain) => namespaces.has(namespaceOf(chain)))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badgeType || query.badgeType === 'none' || wallet.badge_type === query.badgeType),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
