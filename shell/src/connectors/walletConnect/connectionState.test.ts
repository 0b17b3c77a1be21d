import { describe, expect, it } from 'vitest'
import { INITIAL_WALLETCONNECT_STATE, resetWalletConnectState, withPairingError, withPairingUri, type WalletConnectState } from './connectionState'

const paired: WalletConnectState = {
  wcUri: 'wc:abc@2?relay-protocol=irn&symKey=def',
  wcPairingExpiry: 240_000,
  wcLinking: { name: 'Rainbow', href: 'rainbow://' },
  recentWallet: { id: 'rainbow', name: 'Rainbow' },
  wcError: true,
  wcRelayUnreachable: true,
  buffering: true,
}

describe('WalletConnect connection state (SPEC sections 3 and 4)', () => {
  it('reset clears URI, pairing expiry, linking and recent wallet', () => {
    expect(resetWalletConnectState(paired)).toEqual({ ...INITIAL_WALLETCONNECT_STATE, wcError: true, wcRelayUnreachable: true, buffering: true })
  })

  it('a new URI replaces the old one and clears the failure', () => {
    const next = withPairingUri(paired, 'wc:new@2', 480_000)
    expect(next).toMatchObject({ wcUri: 'wc:new@2', wcPairingExpiry: 480_000, wcError: false, wcRelayUnreachable: false, recentWallet: paired.recentWallet })
  })

  it('a failure withdraws the URI; after a URI it is a refusal, before any it is the relay', () => {
    const shown = withPairingUri(INITIAL_WALLETCONNECT_STATE, 'wc:x@2', 1)
    expect(withPairingError(shown)).toMatchObject({ wcUri: undefined, wcPairingExpiry: undefined, wcError: true, wcRelayUnreachable: false })
    expect(withPairingError(INITIAL_WALLETCONNECT_STATE, { uriShown: false })).toMatchObject({ wcUri: undefined, wcError: true, wcRelayUnreachable: true })
  })
})
