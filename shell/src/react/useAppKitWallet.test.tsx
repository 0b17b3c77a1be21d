// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit'
import { testMainnet } from '../testing/networks'
import { installedWallet, TEST_ACCOUNT } from '../walletButtons/testing'
import { useAppKitWallet } from './useAppKitWallet'
import { shellBootOf } from '../core/shellCoreOf'

afterEach(cleanup)

function WalletButton({ wallet }: { wallet: string }) {
  const { connect, data, error, isPending, isSuccess, isError, isReady } = useAppKitWallet()
  return (
    <>
      <button type="button" onClick={() => void connect(wallet)}>
        connect
      </button>
      <p data-testid="state">{[isReady, isPending, isSuccess, isError, data?.address ?? '-', error?.message ?? '-'].join('|')}</p>
    </>
  )
}

const state = () => screen.getByTestId('state').textContent

describe('useAppKitWallet', () => {
  it('is pending while the wallet asks, then successful with the account', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { storage: undefined })
    const { wallet } = installedWallet('MetaMask', 'io.metamask')
    act(() => shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet]))
    render(<WalletButton wallet="metamask" />)
    expect(state()).toBe('true|false|false|false|-|-')
    fireEvent.click(screen.getByRole('button', { name: 'connect' }))
    expect(state()).toBe('true|true|false|false|-|-')
    await waitFor(() => expect(state()).toBe(`true|false|true|false|${TEST_ACCOUNT}|-`))
    expect(appKit.getState().open).toBe(false)
  })

  it('reports the refusal as an error', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { storage: undefined })
    const { wallet } = installedWallet('Portico Sandbox Wallet', 'dev.portico.sandbox', { refuse: true })
    act(() => shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet]))
    render(<WalletButton wallet="dev.portico.sandbox" />)
    fireEvent.click(screen.getByRole('button', { name: 'connect' }))
    await waitFor(() => expect(state()).toMatch(/^true\|false\|false\|true\|-\|User rejected the request\./))
  })
})
