import { describe, expect, it } from 'vitest'
import { resolveWalletName } from './walletNames'

describe('resolveWalletName', () => {
  it('reads email, walletConnect and every social provider, in any case', () => {
    expect(resolveWalletName('email')).toEqual({ kind: 'email' })
    expect(resolveWalletName('walletConnect')).toEqual({ kind: 'walletConnect' })
    expect(resolveWalletName('WALLETCONNECT')).toEqual({ kind: 'walletConnect' })
    for (const provider of ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const) {
      expect(resolveWalletName(provider)).toEqual({ kind: 'social', provider })
    }
    expect(resolveWalletName(' Google ')).toEqual({ kind: 'social', provider: 'google' })
  })

  it('gives a short name its catalogue id, display name and rdns', () => {
    expect(resolveWalletName('metamask')).toEqual({ kind: 'wallet', id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask' })
    expect(resolveWalletName('Coinbase')).toMatchObject({ kind: 'wallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' })
    // A wallet without an extension is reached through WalletConnect only.
    expect(resolveWalletName('ledger')).toMatchObject({ kind: 'wallet', name: 'Ledger Live', rdns: undefined })
  })

  it('takes anything else as a catalogue id or rdns, unchanged', () => {
    expect(resolveWalletName('dev.portico.sandbox')).toEqual({ kind: 'wallet', id: 'dev.portico.sandbox', name: undefined, rdns: undefined })
    expect(resolveWalletName('AbC123')).toEqual({ kind: 'wallet', id: 'AbC123', name: undefined, rdns: undefined })
    // Not a prototype key taken for a short name.
    expect(resolveWalletName('constructor')).toMatchObject({ kind: 'wallet', id: 'constructor', name: undefined })
  })
})
