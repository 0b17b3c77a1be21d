import { describe, expect, it } from 'vitest'
import { testCatalogueScope, walletRecord } from './testing'
import { createWalletPages } from './walletPages'

const page = (from: number, size: number) => Array.from({ length: size }, (_, i) => walletRecord(String(from + i)))

describe('createWalletPages', () => {
  it('loads the next page once however often asked, in order, and stops at the count', async () => {
    const { scope, queries } = testCatalogueScope(async ({ page: n }) => ({ data: page((n - 1) * 40, n === 1 ? 40 : 5), count: 45 }))
    const pages = createWalletPages(scope)
    const first = pages.fetchNextPage()
    expect(pages.fetchNextPage()).toBe(first)
    await first
    await pages.fetchWalletsPage(3)
    await pages.fetchNextPage()
    await pages.fetchNextPage()
    expect(queries.map((q) => q.page)).toEqual([1, 2])
    expect(scope.store.get(scope.atoms.wallets)).toHaveLength(45)
    expect(scope.store.get(scope.atoms.hasMorePages)).toBe(false)
  })

  it('ends the paging on a page with nothing new, whatever the count says', async () => {
    const { scope } = testCatalogueScope(async () => ({ data: page(0, 40), count: 1000 }))
    const pages = createWalletPages(scope)
    await pages.fetchNextPage()
    await pages.fetchNextPage()
    expect(scope.store.get(scope.atoms.wallets)).toHaveLength(40)
    expect(scope.store.get(scope.atoms.exhausted)).toBe(true)
    expect(scope.store.get(scope.atoms.hasMorePages)).toBe(false)
  })
})
