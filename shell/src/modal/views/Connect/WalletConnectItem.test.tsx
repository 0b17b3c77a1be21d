// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderView, testShellCore } from '../../testing'
import { ConnectView } from './ConnectView'

const ownViewport = Object.getOwnPropertyDescriptor(window, 'visualViewport')
afterEach(() => {
  cleanup()
  if (ownViewport) Object.defineProperty(window, 'visualViewport', ownViewport)
  else delete (window as { visualViewport?: unknown }).visualViewport
})

describe('WalletConnect entry', () => {
  it('comes first and opens the QR pairing without a chosen wallet', async () => {
    const core = await testShellCore()
    renderView(core, <ConnectView />)
    const [first] = screen.getAllByRole('button')
    expect(first?.textContent).toBe('WalletConnectQR code')
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(core.store.get(core.atoms.history).at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
  })

  it('is not offered on a phone, which cannot scan its own screen', async () => {
    const phone = { offsetLeft: 0, offsetTop: 0, width: 390, height: 844, addEventListener: () => undefined, removeEventListener: () => undefined }
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: phone })
    const core = await testShellCore()
    renderView(core, <ConnectView />)
    expect(screen.queryByRole('button', { name: /WalletConnect/ })).toBeNull()
  })
})
