import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileLink } from '../testing/hostileLinks'
import { parseRecentWallets } from './recentWallets'

const wallet = (id: string) => ({ id, name: `Wallet ${id}` })

describe('parseRecentWallets', () => {
  it('keeps the first 2 valid records', () => {
    expect(parseRecentWallets([wallet('a'), wallet('b'), wallet('c')])).toEqual([wallet('a'), wallet('b')])
  })

  it('drops each invalid record, hostile links included, and keeps the rest', () => {
    fc.assert(
      fc.property(hostileLink, fc.constantFrom('mobile_link', 'desktop_link', 'webapp_link'), (link, field) => {
        expect(parseRecentWallets([{ ...wallet('evil'), [field]: link }, { name: 'no id' }, 42, wallet('b')])).toEqual([wallet('b')])
      }),
    )
  })
})
