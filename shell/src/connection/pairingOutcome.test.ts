import { CONNECTOR_IDS } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../catalogue/testing'
import { createShellAtoms } from '../core/atoms'
import { fakeConnector } from '../testing/fakeConnector'
import { pairingOutcome } from './pairingOutcome'

const setup = (connectorId: string | undefined, status: 'connected' | 'disconnected') => {
  const store = createStore()
  const atoms = createShellAtoms([testNetwork], testNetwork)
  if (connectorId) store.set(atoms.activeConnector, fakeConnector({ id: connectorId, type: 'WALLET_CONNECT' }).connector)
  store.set(atoms.account, { status })
  return { store, atoms }
}

describe('pairingOutcome', () => {
  it('is connected once WalletConnect is the active, connected connector, wanted or not', () => {
    expect(pairingOutcome(setup(CONNECTOR_IDS.WALLET_CONNECT, 'connected'), true)).toBe('connected')
    expect(pairingOutcome(setup(CONNECTOR_IDS.WALLET_CONNECT, 'connected'), false)).toBe('connected')
  })

  it('is failed when still wanted, cancelled when the user left', () => {
    expect(pairingOutcome(setup(undefined, 'disconnected'), true)).toBe('failed')
    expect(pairingOutcome(setup('injected', 'connected'), true)).toBe('failed')
    expect(pairingOutcome(setup(CONNECTOR_IDS.WALLET_CONNECT, 'disconnected'), false)).toBe('cancelled')
  })
})
