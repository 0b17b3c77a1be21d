import { describe, expect, it } from 'vitest'
import { announced } from '../catalogue/testing'
import { walletButtonFace, type WalletButtonFaceParameters } from './walletButtonFace'
import { resolveWalletName } from './walletNames'

const t = (key: string) => `<${key}>`
const face = (overrides: Partial<WalletButtonFaceParameters>) =>
  walletButtonFace({ wallet: resolveWalletName('abc123'), label: null, installed: [], looked: undefined, pending: false, t, ...overrides })

describe('walletButtonFace', () => {
  it('names an unknown catalogue wallet Connect Wallet until it is looked up, then by its record', () => {
    expect(face({})).toEqual({ text: '<connectWallet>', icon: undefined })
    expect(face({ looked: { id: 'abc123', name: 'Abc', icon: 'https://img.example/abc' } })).toEqual({ text: 'Abc', icon: 'https://img.example/abc' })
    expect(face({ looked: { id: 'other', name: 'Other', icon: undefined } }).text).toBe('<connectWallet>')
  })

  it('prefers the label, then the brand, then the installed wallet; says connecting while pending', () => {
    const metamask = announced('MetaMask Flask', 'io.metamask')
    expect(face({ wallet: resolveWalletName('metamask'), installed: [metamask] })).toEqual({ text: 'MetaMask', icon: metamask.info.icon })
    expect(face({ wallet: resolveWalletName('io.metamask'), installed: [metamask] }).text).toBe('MetaMask Flask')
    expect(face({ label: 'Mine' }).text).toBe('Mine')
    expect(face({ label: 'Mine', pending: true }).text).toBe('<connecting>')
  })
})
