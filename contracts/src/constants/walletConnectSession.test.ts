import { describe, expect, it } from 'vitest'
import {
  WALLETCONNECT_BIP122_METHODS,
  WALLETCONNECT_EIP155_METHODS,
  WALLETCONNECT_EVENTS,
  WALLETCONNECT_METHODS,
  WALLETCONNECT_SOLANA_METHODS,
} from './walletConnectSession'

describe('WalletConnect methods (SPEC section 9)', () => {
  it('counts eip155 24, solana 6, bip122 4, each method once', () => {
    expect(WALLETCONNECT_EIP155_METHODS).toHaveLength(24)
    expect(WALLETCONNECT_SOLANA_METHODS).toHaveLength(6)
    expect(WALLETCONNECT_BIP122_METHODS).toHaveLength(4)
    for (const list of Object.values(WALLETCONNECT_METHODS)) expect(new Set(list).size).toBe(list.length)
  })

  it('asks for the signing and chain methods the shell uses', () => {
    expect(WALLETCONNECT_EIP155_METHODS).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']))
    expect(WALLETCONNECT_SOLANA_METHODS).toContain('solana_signMessage')
    // Not counted by the spec, but a polkadot session without them could not sign.
    expect(WALLETCONNECT_METHODS.polkadot).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
  })

  it('requests accountsChanged and chainChanged', () => {
    expect(WALLETCONNECT_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
  })
})
