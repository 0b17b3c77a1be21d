import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileLink } from '../testing/hostileLinks'
import { storedWalletRecordSchema, walletRecordSchema } from './walletRecord'

describe('walletRecordSchema', () => {
  it('keeps the fields Portico reads and drops the rest', () => {
    const record = walletRecordSchema.parse({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      image_id: '5195e9db-94d8-4579-6f11-ef553be95100',
      rdns: 'io.metamask',
      chains: ['eip155:1', 'eip155:137'],
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      homepage: 'https://metamask.io',
    })
    expect(record).not.toHaveProperty('homepage')
    expect(record.desktop_link).toBeNull()
  })

  it('needs an id and a name', () => {
    expect(walletRecordSchema.safeParse({ name: 'x' }).success).toBe(false)
    expect(walletRecordSchema.safeParse({ id: '', name: 'x' }).success).toBe(false)
    expect(walletRecordSchema.safeParse({ id: 'x' }).success).toBe(false)
  })

  it('accepts any record with a non-empty id and a name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.option(fc.string()), (id, name, rdns) => {
        expect(walletRecordSchema.safeParse({ id, name, rdns }).success).toBe(true)
      }),
    )
  })
})

describe('wallet links in records', () => {
  const hostile = 'javascript://%0aalert(document.domain)//'

  it('drops an invalid catalogue link and keeps the wallet with its other links', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        const record = walletRecordSchema.parse({ id: 'w', name: 'Wallet', mobile_link: link, desktop_link: 'wallet://', webapp_link: link })
        expect(record).toEqual({ id: 'w', name: 'Wallet', mobile_link: undefined, desktop_link: 'wallet://', webapp_link: undefined })
      }),
    )
  })

  it('refuses a stored record with an invalid link as a whole', () => {
    expect(storedWalletRecordSchema.safeParse({ id: 'w', name: 'Wallet', mobile_link: hostile }).success).toBe(false)
    expect(storedWalletRecordSchema.safeParse({ id: 'w', name: 'Wallet', mobile_link: 'rainbow:', webapp_link: null }).success).toBe(true)
  })
})
