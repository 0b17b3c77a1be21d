import { describe, expect, it } from 'vitest'
import { isExcluded, withoutExcluded } from './excludedWallets'

const installed = [{ rdns: 'io.metamask', name: 'MetaMask' }]

describe('excluded wallets', () => {
  it('matches an installed wallet by rdns or by name', () => {
    expect(isExcluded({ id: '1', name: 'MetaMask Mobile', rdns: 'io.metamask' }, installed)).toBe(true)
    expect(isExcluded({ id: '2', name: 'MetaMask', rdns: null }, installed)).toBe(true)
    expect(isExcluded({ id: '3', name: 'Rainbow', rdns: 'me.rainbow' }, installed)).toBe(false)
  })

  it('drops installed wallets and keeps the order of the rest', () => {
    const records = [
      { id: 'a', name: 'Rainbow' },
      { id: 'b', name: 'MetaMask' },
      { id: 'c', name: 'Zerion' },
    ]
    expect(withoutExcluded(records, installed).map((r) => r.id)).toEqual(['a', 'c'])
    expect(withoutExcluded(records, [])).toEqual(records)
  })
})
