// @vitest-environment happy-dom
import { TEST_NETWORK } from '@portico/contracts/testing'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet } from '../../../networks'
import { fakeConnector } from '../../../testing/fakeConnector'
import { testMainnet } from '../../../testing/networks'
import { renderView, testShellCore } from '../../testing'
import { NetworksView } from './NetworksView'

// Balance and identity reads after a connect find no backend: each fails as a network error.
const server = setupServer(http.all('*', () => HttpResponse.error()))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(cleanup)
afterAll(() => server.close())
vi.spyOn(console, 'warn').mockImplementation(() => undefined)
vi.spyOn(console, 'error').mockImplementation(() => undefined)

const { connector: evmWallet } = fakeConnector({ id: 'dev.portico.sandbox', type: 'ANNOUNCED', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: TEST_NETWORK.id })

async function connectedOnAccount() {
  const core = await testShellCore({ networks: [TEST_NETWORK, testMainnet, bitcoinTestnet] })
  await core.connection.connectWith('eip155', async () => evmWallet)
  core.store.set(core.atoms.history, [{ view: 'Account' }, { view: 'Networks' }])
  renderView(core, <NetworksView />)
  return core
}

const views = (core: Awaited<ReturnType<typeof connectedOnAccount>>) => core.store.get(core.atoms.history).map((entry) => entry.view)

describe('NetworksView', () => {
  it('goes back to the Account view after a switch within the connected namespace', async () => {
    const core = await connectedOnAccount()
    fireEvent.click(screen.getByRole('button', { name: /^Ethereum/ }))
    await waitFor(() => expect(views(core)).toEqual(['Account']))
    expect(core.store.get(core.atoms.account).status).toBe('connected')
  })

  it('opens Connect after a switch to a namespace with no wallet, keeping the other wallet', async () => {
    const core = await connectedOnAccount()
    fireEvent.click(screen.getByRole('button', { name: /^Bitcoin Testnet/ }))
    await waitFor(() => expect(views(core)).toEqual(['Connect']))
    expect(core.store.get(core.atoms.account).status).toBe('disconnected')
    expect(core.store.get(core.atoms.connections).eip155?.connector).toBe(evmWallet)
  })
})
