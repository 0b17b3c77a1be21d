import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileLink } from '../testing/hostileLinks'
import { catalogueWalletLinkSchema, isOpenableWalletLink, isWalletLink, walletLinkSchema } from './walletLink'

describe('isWalletLink', () => {
  it.each(['rainbow:', 'metamask://', 'ledgerlive://app', 'argent://app/', 'cbwallet://', 'https://metamask.app.link', 'https://link.trustwallet.com/', 'https://desk.example/app'])(
    'accepts the wallet link %s',
    (link) => {
      expect(isWalletLink(link)).toBe(true)
    },
  )

  it('refuses every hostile link shape', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        expect(isWalletLink(link)).toBe(false)
        expect(walletLinkSchema.safeParse(link).success).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('refuses the shapes from the probe', () => {
    for (const link of ['javascript://%0aalert(document.domain)//', 'JavaScript://%0aalert(1)//', ' javascript://%0aalert(1)//', 'javascript:alert(1)//', 'data:text/html,<script>alert(1)</script>', 'java\tscript:alert(1)']) {
      expect(isWalletLink(link)).toBe(false)
    }
  })

  it('accepts only visible ASCII, whatever the scheme', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (link) => {
        if (isWalletLink(link)) expect(link).toMatch(/^[\x21-\x7e]+$/)
      }),
    )
  })
})

describe('catalogueWalletLinkSchema', () => {
  it('reads an invalid link as absent and keeps valid ones and null', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        expect(catalogueWalletLinkSchema.parse(link)).toBeUndefined()
      }),
    )
    expect(catalogueWalletLinkSchema.parse('rainbow:')).toBe('rainbow:')
    expect(catalogueWalletLinkSchema.parse(null)).toBeNull()
    expect(catalogueWalletLinkSchema.parse(42)).toBeUndefined()
  })
})

describe('isOpenableWalletLink', () => {
  it('accepts a wallet link with its pairing query', () => {
    expect(isOpenableWalletLink('rainbow://wc?uri=wc%3Aa%402')).toBe(true)
    expect(isOpenableWalletLink('https://metamask.app.link/wc?uri=wc%3Aa%402')).toBe(true)
  })

  it('refuses relative addresses and hostile schemes', () => {
    for (const link of ['javascriptalert(1)://wc?uri=x', 'wc?uri=x', '/wc?uri=x', 'javascript://wc?uri=x', 'https://a@b.example/wc?uri=x', 'data://wc?uri=x']) {
      expect(isOpenableWalletLink(link)).toBe(false)
    }
  })
})
