import { atom, createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForWallet } from './waitForWallet'

afterEach(() => vi.useRealTimers())

function walletsStore(initial: readonly string[] = []) {
  const store = createStore()
  const wallets = atom<readonly string[]>(initial)
  const find = () => store.get(wallets).find((name) => name === 'stored')
  return { store, wallets, wait: () => waitForWallet(store, wallets, find, 1_500) }
}

describe('waitForWallet', () => {
  it('gives a wallet already listed at once', async () => {
    const { wait } = walletsStore(['stored'])
    await expect(wait()).resolves.toBe('stored')
  })

  it('gives the wallet as soon as it is listed, before the time is up', async () => {
    vi.useFakeTimers()
    const { store, wallets, wait } = walletsStore()
    const waiting = wait()
    store.set(wallets, ['other'])
    store.set(wallets, ['other', 'stored'])
    await expect(waiting).resolves.toBe('stored')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives undefined when the wallet does not show up in time', async () => {
    vi.useFakeTimers()
    const { wait } = walletsStore(['other'])
    const waiting = wait()
    vi.advanceTimersByTime(1_500)
    await expect(waiting).resolves.toBeUndefined()
  })
})
