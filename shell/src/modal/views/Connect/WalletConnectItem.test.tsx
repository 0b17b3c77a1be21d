// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderView, testShellCore } from '../../testing'
import { ConnectView } from './ConnectView'

describe('WalletConnect entry', () => {
  it('comes first and opens the QR pairing without a chosen wallet', async () => {
    const core = await testShellCore()
    renderView(core, <ConnectView />)
    const [first] = screen.getAllByRole('button')
    expect(first?.textContent).toBe('WalletConnectQR code')
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(core.store.get(core.atoms.history).at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
  })
})
