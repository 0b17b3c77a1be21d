import { describe, expect, it } from 'vitest'
import { getWalletsQuerySchema } from './getWalletsQuerySchema'

describe('getWalletsQuerySchema', () => {
  it("reads AppKit's wallet-ranks query: badge, names and rdns as lists", () => {
    const query = getWalletsQuerySchema.parse({
      page: '1',
      entries: '20',
      badge: 'certified',
      names: 'Portico Sandbox Wallet,WalletConnect',
      rdns: 'dev.portico.sandbox',
      st: 'appkit',
      sv: 'react-wagmi-1.8.24',
      projectId: 'p1',
    })
    expect(query).toEqual({ page: 1, entries: 20, chains: [], include: [], exclude: [], search: '', badgeType: 'certified', names: ['Portico Sandbox Wallet', 'WalletConnect'], rdns: ['dev.portico.sandbox'] })
  })

  it('takes badge_type over badge, and neither as no filter', () => {
    expect(getWalletsQuerySchema.parse({ page: '1', entries: '4', badge_type: 'none', badge: 'certified' }).badgeType).toBe('none')
    expect(getWalletsQuerySchema.parse({ page: '1', entries: '4' })).toMatchObject({ badgeType: undefined, names: [], rdns: [] })
  })

  it('refuses a page or entries that is not a positive integer, and over 100 entries', () => {
    expect(getWalletsQuerySchema.safeParse({ page: '0', entries: '4' }).success).toBe(false)
    expect(getWalletsQuerySchema.safeParse({ page: '1', entries: '101' }).success).toBe(false)
    expect(getWalletsQuerySchema.safeParse({ page: '1', entries: 'x' }).success).toBe(false)
  })
})
