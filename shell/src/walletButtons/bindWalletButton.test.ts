import { describe, expect, it, vi } from 'vitest'
import { announced } from '../catalogue/testing'
import { createAppKit } from '../createAppKit'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'
import { testMainnet } from '../testing/networks'
import { bindWalletButton } from './bindWalletButton'
import { resolveWalletName } from './walletNames'

describe('bindWalletButton', () => {
  it('draws the button now, again when wallets announce themselves or messages load, and no more once stopped', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { window: undefined, storage: undefined })
    const { store, atoms } = shellBootOf(appKit)
    const render = vi.fn()
    const translate = vi.fn()
    const stop = bindWalletButton(appKit, { target: () => resolveWalletName('metamask'), render, translate })
    expect(render).toHaveBeenCalled()
    // The messages come with the intent chunk.
    await (await loadShellCore(appKit)).loadIntentActions()
    await vi.waitFor(() => expect(translate).toHaveBeenCalled())
    expect(translate.mock.calls[0]?.[0]('connectWallet')).toBe('Connect Wallet')
    const before = render.mock.calls.length
    store.set(atoms.announcedWallets, [announced('MetaMask', 'io.metamask')])
    expect(render.mock.calls.length).toBe(before + 1)
    stop()
    store.set(atoms.announcedWallets, [])
    expect(render.mock.calls.length).toBe(before + 1)
  })
})
