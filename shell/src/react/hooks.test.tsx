// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit'
import { useAppKitAccount, useAppKitNetwork, useAppKitState, useAppKitTheme } from './hooks'
import { testMainnet } from '../testing/networks'

const network = testMainnet

function Probe() {
  const { status, address } = useAppKitAccount()
  const { caipNetworkId, chainId } = useAppKitNetwork()
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  return <p data-testid="probe">{[status, address ?? '-', caipNetworkId, chainId, String(open), themeMode].join('|')}</p>
}

describe('React hooks', () => {
  it('follow the active AppKit without a provider', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [network] }, { storage: undefined })
    render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('disconnected|-|eip155:1|1|false|dark')
    act(() => {
      appKit.core.store.set(appKit.core.atoms.account, { status: 'connected', address: '0xabc' })
      appKit.setThemeMode('light')
      appKit.core.modal.open()
    })
    expect(screen.getByTestId('probe').textContent).toBe('connected|0xabc|eip155:1|1|true|light')
    // Opening loads the modal's chunks: the test ends once they are in, not while they load.
    await vi.waitFor(() => expect(document.querySelector('portico-modal')).not.toBeNull())
  })
})
