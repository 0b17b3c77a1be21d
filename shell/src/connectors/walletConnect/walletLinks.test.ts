import { hostileLink } from '@portico/contracts/testing/vitest'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletLinks } from './walletLinks'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1'
const encoded = encodeURIComponent(uri)

describe('walletLinks', () => {
  it('forms native, universal and web links in the order mobile, desktop, web', () => {
    const links = walletLinks({ id: 'w', name: 'Wallet', mobile_link: 'rainbow:', desktop_link: 'https://desk.example/app', webapp_link: 'https://web.example/' }, uri)
    expect(links).toEqual([
      { kind: 'mobile', redirect: `rainbow://wc?uri=${encoded}`, href: 'rainbow://' },
      { kind: 'desktop', redirect: `https://desk.example/app/wc?uri=${encoded}`, href: 'https://desk.example/app/' },
      { kind: 'web', redirect: `https://web.example/wc?uri=${encoded}`, href: 'https://web.example/' },
    ])
  })

  it('keeps a scheme that has its slashes and adds the trailing one', () => {
    expect(walletLinks({ id: 'w', name: 'W', mobile_link: 'metamask://' }, uri)[0]?.href).toBe('metamask://')
    expect(walletLinks({ id: 'w', name: 'W', desktop_link: 'ledgerlive://app' }, uri)[0]?.redirect).toBe(`ledgerlive://app/wc?uri=${encoded}`)
  })

  it('offers nothing for a wallet without links', () => {
    expect(walletLinks({ id: 'w', name: 'W', mobile_link: null, desktop_link: null, webapp_link: null }, uri)).toEqual([])
  })

  it('builds nothing from a hostile link, whatever its case, slashes or hidden characters', () => {
    fc.assert(
      fc.property(hostileLink, hostileLink, hostileLink, (mobile_link, desktop_link, webapp_link) => {
        expect(walletLinks({ id: 'w', name: 'W', mobile_link, desktop_link, webapp_link }, uri)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('never turns a link into a relative address (which would send the URI to the dapp\'s server)', () => {
    for (const link of ['javascript:alert(1)//', 'data:text/html,x', 'wallet', '/path', 'a b:']) {
      expect(walletLinks({ id: 'w', name: 'W', mobile_link: link }, uri)).toEqual([])
    }
  })

  it('offers a web link only over https', () => {
    expect(walletLinks({ id: 'w', name: 'W', webapp_link: 'rainbow://' }, uri)).toEqual([])
  })
})
