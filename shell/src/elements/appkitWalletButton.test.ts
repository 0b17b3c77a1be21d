// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit'
import { testMainnet } from '../testing/networks'
import { installedWallet, TEST_ACCOUNT } from '../walletButtons/testing'
import { shellBootOf } from '../core/shellCoreOf'

afterEach(() => {
  document.body.innerHTML = ''
})

const shadowButton = (element: Element) => element.shadowRoot?.querySelector('button') ?? null

describe('<appkit-wallet-button>', () => {
  it('loads its code once on the page, names the installed wallet and connects it in a click', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { storage: undefined })
    const { wallet, methods } = installedWallet('MetaMask', 'io.metamask')
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet])
    expect(customElements.get('appkit-wallet-button')).toBeDefined()

    const element = document.createElement('appkit-wallet-button')
    element.setAttribute('wallet', 'metamask')
    document.body.append(element)
    // The element's code loads as a chunk first.
    await vi.waitFor(() => expect(shadowButton(element)?.textContent).toBe('MetaMask'), { timeout: 10_000 })
    expect(shadowButton(element)?.querySelector('img')?.getAttribute('src')).toBe(wallet.info.icon)

    shadowButton(element)?.click()
    expect(shadowButton(element)?.textContent).toBe('Connecting...')
    await vi.waitFor(() => expect(appKit.getAccount().address).toBe(TEST_ACCOUNT))
    await vi.waitFor(() => expect(shadowButton(element)?.textContent).toBe('MetaMask'))
    expect(methods).toContain('eth_requestAccounts')
    expect(appKit.getState().open).toBe(false)

    // `label` names it otherwise; an attribute change re-renders.
    element.setAttribute('label', 'Use MetaMask')
    expect(shadowButton(element)?.textContent).toBe('Use MetaMask')
  })

  it('shows brand names for email, socials and WalletConnect', async () => {
    createAppKit({ projectId: 'p', networks: [testMainnet] }, { storage: undefined })
    const names = ['email', 'github', 'walletConnect'].map((wallet) => {
      const element = document.createElement('appkit-wallet-button')
      element.setAttribute('wallet', wallet)
      document.body.append(element)
      return element
    })
    await vi.waitFor(() => expect(names.map((element) => shadowButton(element)?.textContent)).toEqual(['Email', 'GitHub', 'WalletConnect']))
  })
})
