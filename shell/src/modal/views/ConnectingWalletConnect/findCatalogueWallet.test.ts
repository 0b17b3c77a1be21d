import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH } from '../../../catalogue/catalogueAtoms'
import { findCatalogueWallet } from './findCatalogueWallet'

const rainbow = { id: 'rainbow', name: 'Rainbow' }
const lists = { featured: [], recommended: [], wallets: [], search: { ...EMPTY_SEARCH, results: [rainbow] }, recent: [] }

describe('findCatalogueWallet', () => {
  it('finds a wallet in any loaded list, search results included', () => {
    expect(findCatalogueWallet('rainbow', lists)).toBe(rainbow)
    expect(findCatalogueWallet('other', lists)).toBeUndefined()
    expect(findCatalogueWallet(undefined, lists)).toBeUndefined()
  })
})
