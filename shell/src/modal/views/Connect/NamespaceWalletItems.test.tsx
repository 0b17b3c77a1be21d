// @vitest-environment happy-dom
import type { Connector } from '@portico/contracts'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from '../../../networks'
import { testNetwork } from '../../../catalogue/testing'
import type { NamespaceWallet } from '../../../connection/namespaceWallet'
import { renderView, testShellCore } from '../../testing'
import { ConnectingExternalView } from '../ConnectingExternal/ConnectingExternalView'
import { NamespaceWalletItems } from './NamespaceWalletItems'

afterEach(cleanup)

const refusing = (): Connector => ({
  id: 'solana:Fake',
  name: 'Fake',
  type: 'ANNOUNCED',
  chain: 'solana',
  connect: () => Promise.reject(new Error('User rejected the request.')),
  getAccounts: async () => [],
  getChainId: async () => 'x',
  disconnect: async () => undefined,
  request: async () => null,
  subscribe: () => () => undefined,
})

const wallet = (overrides: Partial<NamespaceWallet> = {}): NamespaceWallet => ({ id: 'solana:Fake', name: 'Fake', icon: undefined, namespace: 'solana', createConnector: refusing, ...overrides })

describe('NamespaceWalletItems', () => {
  it('lists the namespace wallets tagged with their namespace', async () => {
    const core = await testShellCore({ networks: [testNetwork, solanaDevnet] })
    core.store.set(core.atoms.namespaceWallets, [wallet(), wallet({ id: 'polkadot:talisman', name: 'Talisman', namespace: 'polkadot' })])
    renderView(core, <ul><NamespaceWalletItems /></ul>)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['FakeSolana', 'TalismanPolkadot'])
  })

  it('open({ namespace }) lists that namespace\'s wallets only', async () => {
    const core = await testShellCore({ networks: [testNetwork, solanaDevnet] })
    core.store.set(core.atoms.namespaceWallets, [wallet(), wallet({ id: 'polkadot:talisman', name: 'Talisman', namespace: 'polkadot' })])
    renderView(core, <ul><NamespaceWalletItems only="polkadot" /></ul>)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['TalismanPolkadot'])
  })

  it('a pick opens ConnectingExternal and connects on the wallet\'s namespace; a refusal offers Try again', async () => {
    const core = await testShellCore({ networks: [testNetwork, solanaDevnet] })
    const createConnector = vi.fn(refusing)
    core.store.set(core.atoms.namespaceWallets, [wallet({ createConnector })])
    renderView(core, <ul><NamespaceWalletItems /></ul>)
    fireEvent.click(screen.getByRole('button', { name: /Fake/ }))
    expect(core.store.get(core.atoms.history).at(-1)).toEqual({ view: 'ConnectingExternal', connectorId: 'solana:Fake' })
    cleanup()

    renderView(core, <ConnectingExternalView connectorId="solana:Fake" />)
    await screen.findByRole('alert')
    expect(core.store.get(core.atoms.connectionStatus).solana).toBe('disconnected')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(createConnector).toHaveBeenCalledTimes(2))
  })
})
