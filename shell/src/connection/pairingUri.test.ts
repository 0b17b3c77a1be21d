import { atom, createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INITIAL_WALLETCONNECT_STATE } from '../connectors/walletConnect/connectionState'
import { createPairingUri } from './pairingUri'

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

const setup = () => {
  const store = createStore()
  const state = atom({ ...INITIAL_WALLETCONNECT_STATE, wcError: true })
  const onExpiring = vi.fn()
  return { store, state, onExpiring, uri: createPairingUri(store, { state, lifetimeMs: 60_000, onExpiring }) }
}

describe('createPairingUri', () => {
  it('shows the URI with its expiry, clears a past failure, and asks for a fresh one 10 s before the end', () => {
    const { store, state, onExpiring, uri } = setup()
    uri.show('wc:a@2')
    expect(store.get(state)).toMatchObject({ wcUri: 'wc:a@2', wcPairingExpiry: 1_060_000, wcError: false })
    vi.advanceTimersByTime(49_999)
    expect(onExpiring).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpiring).toHaveBeenCalledOnce()
  })

  it('counts the lifetime from the newest URI, and stops counting on stop', () => {
    const { onExpiring, uri } = setup()
    uri.show('wc:a@2')
    vi.advanceTimersByTime(30_000)
    uri.show('wc:b@2')
    vi.advanceTimersByTime(30_000)
    expect(onExpiring).not.toHaveBeenCalled()
    uri.stop()
    vi.advanceTimersByTime(60_000)
    expect(onExpiring).not.toHaveBeenCalled()
  })

  it('withdraws the URI and its expiry', () => {
    const { store, state, uri } = setup()
    uri.show('wc:a@2')
    uri.withdraw()
    expect(store.get(state)).toMatchObject({ wcUri: undefined, wcPairingExpiry: undefined })
  })
})
