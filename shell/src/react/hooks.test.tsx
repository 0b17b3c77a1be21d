// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { PrimitiveAtom } from 'jotai/vanilla'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit'
import { useAppKitAccount, useAppKitNetwork, useAppKitNetworkCore, useAppKitState, useAppKitTheme } from './index'
import { fakeConnector } from '../testing/fakeConnector'
import { testMainnet } from '../testing/networks'
import { settleOpenModals } from '../testing/settleOpenModals'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'

// The modals these tests open stay open.
afterAll(settleOpenModals)

const network = testMainnet

function Probe() {
  const { status, address } = useAppKitAccount()
  const { caipNetworkId, chainId } = useAppKitNetwork()
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  return <p data-testid="probe">{[status, address ?? '-', caipNetworkId, chainId, String(open), themeMode].join('|')}</p>
}

describe('React hooks', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  it('follow the active AppKit without a provider', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [network] }, { storage: undefined })
    render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('disconnected|-|eip155:1|1|false|dark')
    act(() => {
      shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.account, { status: 'connected', address: '0xabc' })
      appKit.setThemeMode('light')
    })
    // Awaited with what the open loads after its paint (the plugin index, failing offline), so the
    // modal's React root has no work left when the test's window goes.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    await act(() => appKit.open())
    expect(screen.getByTestId('probe').textContent).toBe('connected|0xabc|eip155:1|1|true|light')
    await vi.waitFor(() => expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.plugins).names?.status).toBe('failed'))
    await act(() => appKit.close())
  })
})

describe('AppKit shapes of the hooks', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  function ShapeProbe() {
    const { chainId } = useAppKitNetwork()
    const core = useAppKitNetworkCore()
    const { activeChain, initialized } = useAppKitState()
    const { allAccounts, embeddedWalletInfo } = useAppKitAccount()
    return <p data-testid="shape">{JSON.stringify({ chainId, chainIdType: typeof chainId, core, activeChain, initialized, allAccounts, embeddedWalletInfo: embeddedWalletInfo ?? null })}</p>
  }

  it('chainId is a number on eip155 (as ethers needs), with activeChain, initialized and allAccounts', () => {
    createAppKit({ projectId: 'p', networks: [network] }, { storage: undefined })
    render(<ShapeProbe />)
    expect(JSON.parse(screen.getByTestId('shape').textContent ?? '')).toEqual({
      chainId: 1,
      chainIdType: 'number',
      core: { chainId: 1, caipNetworkId: 'eip155:1' },
      activeChain: 'eip155',
      initialized: true,
      allAccounts: [],
      embeddedWalletInfo: null,
    })
  })

  it('embeddedWalletInfo tells who signed in to the embedded wallet, and only for it', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [network], features: { email: true } }, { storage: undefined })
    render(<ShapeProbe />)
    const embedded = (await loadShellCore(appKit)).embeddedWallet
    if (!embedded) throw new Error('email on: the embedded wallet is registered')
    act(() => {
      shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.account, { status: 'connected', address: '0xabc', preferredAccountType: 'smartAccount', smartAccountDeployed: true })
      // The plugins read the email; the shell's own atom behind it is writable (the email steps set it).
      shellBootOf(appKit).store.set(embedded.auth.email as PrimitiveAtom<string | undefined>, 'ada@example.com')
      shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.activeConnector, fakeConnector({ type: 'INJECTED' }).connector)
    })
    expect(JSON.parse(screen.getByTestId('shape').textContent ?? '').embeddedWalletInfo).toBeNull()
    act(() => shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.activeConnector, fakeConnector({ type: 'AUTH' }).connector))
    expect(JSON.parse(screen.getByTestId('shape').textContent ?? '').embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com' },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    })
    act(() => {
      shellBootOf(appKit).store.set(embedded.socialUsername, 'ada')
      shellBootOf(appKit).store.set(embedded.socialProvider, 'github')
    })
    expect(JSON.parse(screen.getByTestId('shape').textContent ?? '').embeddedWalletInfo).toMatchObject({ user: { email: 'ada@example.com', username: 'ada' }, authProvider: 'github' })
  })

  it('subscribeNetwork hands over AppKit\'s object; subscribeProviders and getIsConnectedState follow the connections', async () => {
    // The balance and identity reads after the connect find no backend.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    const appKit = createAppKit({ projectId: 'p', networks: [network] }, { storage: undefined })
    const seen: unknown[] = []
    appKit.subscribeNetwork((state) => seen.push(state))
    const providers: string[][] = []
    appKit.subscribeProviders((connected) => providers.push(Object.keys(connected)))
    expect(appKit.getIsConnectedState()).toBe(false)
    await (await loadShellCore(appKit)).connection.connectWith('eip155', async () => fakeConnector({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }).connector)
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(providers.at(-1)).toEqual(['eip155'])
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.network, { ...network })
    expect(seen.at(-1)).toEqual({ caipNetwork: network, chainId: 1, caipNetworkId: 'eip155:1' })
  })
})
