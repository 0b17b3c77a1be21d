import { DISCONNECTED_ACCOUNT } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createShellAtoms } from './atoms'
import type { IntentActions } from './intentActions'
import { testMainnet } from '../testing/networks'
import { watchSignIn } from './watchSignIn'

const setup = (enabled: boolean, loadSiwx: () => Promise<{ check: () => Promise<void> } | undefined>) => {
  const store = createStore()
  const atoms = createShellAtoms([testMainnet], testMainnet)
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const loadIntentActions = vi.fn(async () => ({ loadSiwx }) as unknown as IntentActions)
  const checkSignIn = watchSignIn({ store, atoms, log }, enabled, loadIntentActions)
  const connect = (caipAddress: `${string}:${string}:${string}`) => store.set(atoms.account, { status: 'connected', caipAddress, address: caipAddress.split(':')[2]! })
  return { store, atoms, log, loadIntentActions, checkSignIn, connect }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchSignIn', () => {
  it('checks once per connected account, again for another account, and never when sign-in is off', async () => {
    const check = vi.fn(async () => undefined)
    const on = setup(true, async () => ({ check }))
    on.connect('eip155:1:0x1111111111111111111111111111111111111111')
    on.connect('eip155:1:0x1111111111111111111111111111111111111111')
    await flush()
    expect(check).toHaveBeenCalledTimes(1)
    on.connect('eip155:1:0x2222222222222222222222222222222222222222')
    await flush()
    expect(check).toHaveBeenCalledTimes(2)

    const off = setup(false, async () => ({ check }))
    off.connect('eip155:1:0x1111111111111111111111111111111111111111')
    await flush()
    expect(off.loadIntentActions).not.toHaveBeenCalled()
  })

  it('after a failed load, the next intent checks the same account again', async () => {
    const check = vi.fn(async () => undefined)
    const loadSiwx = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ check })
    const { connect, checkSignIn, log, store, atoms } = setup(true, loadSiwx)
    connect('eip155:1:0x1111111111111111111111111111111111111111')
    await flush()
    expect(log.error).toHaveBeenCalledWith('sign-in failed to load:', 'offline')
    checkSignIn()
    await flush()
    expect(check).toHaveBeenCalledTimes(1)
    store.set(atoms.account, DISCONNECTED_ACCOUNT)
    await flush()
    expect(check).toHaveBeenCalledTimes(1)
  })
})
