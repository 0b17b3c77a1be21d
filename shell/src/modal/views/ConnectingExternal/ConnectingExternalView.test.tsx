// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announced } from '../../../catalogue/testing'
import { renderView, testShellCore } from '../../testing'
import { ConnectingExternalView } from './ConnectingExternalView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const LIBRARY_WORDS = 'User rejected the request. Details: User rejected the request. Version: viem@2.57.20'

async function failed(declined: boolean, error: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const core = await testShellCore()
  core.store.set(core.atoms.announcedWallets, [announced('Portico Sandbox Wallet', 'dev.portico.sandbox')])
  core.store.set(core.atoms.connectDeclined, declined)
  core.store.set(core.atoms.connectError, error)
  renderView(core, <ConnectingExternalView connectorId="dev.portico.sandbox" />)
  return warn
}

describe('ConnectingExternalView', () => {
  it("says a refusal in a wallet holder's words; the library's message goes to the console", async () => {
    const warn = await failed(true, LIBRARY_WORDS)
    expect(screen.getByRole('alert').textContent).toBe('Connection declined')
    expect(document.body.textContent).not.toMatch(/viem|Version|Details/)
    expect(warn).toHaveBeenCalledWith('[portico]', 'Portico Sandbox Wallet did not connect:', LIBRARY_WORDS)
  })

  it('says any other failure as "could not connect", naming the wallet', async () => {
    await failed(false, 'Internal JSON-RPC error.')
    expect(screen.getByRole('alert').textContent).toBe('Couldn’t connect to Portico Sandbox Wallet')
    expect(screen.getByText('Open Portico Sandbox Wallet, check it is unlocked, then try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
