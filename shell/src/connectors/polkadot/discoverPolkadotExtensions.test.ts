// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverPolkadotExtensions, extensionName } from './discoverPolkadotExtensions'

const target = window as Window & { injectedWeb3?: unknown }
afterEach(() => {
  delete target.injectedWeb3
  vi.useRealTimers()
})

describe('discoverPolkadotExtensions', () => {
  it('lists valid injectedWeb3 entries now, warns once about invalid ones, and sees late injections', () => {
    vi.useFakeTimers()
    const enable = async () => ({})
    target.injectedWeb3 = { 'polkadot-js': { version: '0.63.1', enable }, broken: { version: '1' } }
    const warn = vi.fn()
    const seen: string[][] = []
    const stop = discoverPolkadotExtensions(window, (extensions) => seen.push(extensions.map((e) => e.name)), warn)
    target.injectedWeb3 = { ...(target.injectedWeb3 as object), talisman: { enable } }
    vi.advanceTimersByTime(2_000)
    stop()

    expect(seen).toEqual([['polkadot{.js}'], ['polkadot{.js}', 'Talisman']])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('reports nothing when no extension injected anything', () => {
    const onChange = vi.fn()
    discoverPolkadotExtensions(window, onChange)()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('names unknown extensions from their key', () => {
    expect(extensionName('portico-sandbox-polkadot')).toBe('Portico Sandbox Polkadot')
    expect(extensionName('subwallet-js')).toBe('SubWallet')
  })
})
