import { describe, expect, it, vi } from 'vitest'
import { announced, testShellContext, walletRecord } from '../catalogue/testing'
import type { IntentActions } from '../core/intentActions'
import { lookUpButtonWallet } from './lookUpButtonWallet'
import { resolveWalletName } from './walletNames'

function core(records: Record<string, ReturnType<typeof walletRecord>>) {
  const ctx = testShellContext()
  const findWallet = vi.fn(async (id: string) => records[id])
  const catalogue = { findWallet, imageUrl: (kind: string, id: string) => `https://img.example/${kind}/${id}` }
  return { findWallet, core: { store: ctx.store, atoms: ctx.atoms, loadIntentActions: async () => ({ catalogue }) as unknown as IntentActions } }
}

describe('lookUpButtonWallet', () => {
  it('finds a catalogue id in the catalogue: its name and image', async () => {
    const { core: shell } = core({ abc: walletRecord('abc', 'Abc Wallet') })
    await expect(lookUpButtonWallet(shell, resolveWalletName('abc'), undefined)).resolves.toEqual({ id: 'abc', name: 'Abc Wallet', icon: 'https://img.example/walletImages/img-abc' })
    await expect(lookUpButtonWallet(shell, resolveWalletName('nope'), undefined)).resolves.toBeUndefined()
  })

  it('asks nothing for a brand, an installed wallet or one already looked up', async () => {
    const { core: shell, findWallet } = core({})
    shell.store.set(shell.atoms.announcedWallets, [announced('Flask', 'io.metamask.flask')])
    await lookUpButtonWallet(shell, resolveWalletName('metamask'), undefined)
    await lookUpButtonWallet(shell, resolveWalletName('io.metamask.flask'), undefined)
    await lookUpButtonWallet(shell, resolveWalletName('abc'), { id: 'abc', name: 'Abc', icon: undefined })
    await lookUpButtonWallet(shell, resolveWalletName('google'), undefined)
    expect(findWallet).not.toHaveBeenCalled()
  })
})
