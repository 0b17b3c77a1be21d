import { resolveFeatures, type PluginFeature } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { isPluginOn, listedConnectMethods } from './availablePlugins'

const flagged = (feature?: PluginFeature) => (feature ? { feature } : {})

describe('isPluginOn', () => {
  it('follows the flag the description names, at its default (SPEC section 1) or as the dapp set it', () => {
    expect(isPluginOn(flagged({ flag: 'receive' }), resolveFeatures({}))).toBe(true)
    expect(isPluginOn(flagged({ flag: 'receive' }), resolveFeatures({ receive: false }))).toBe(false)
    expect(isPluginOn(flagged({ flag: 'smartSessions' }), resolveFeatures({}))).toBe(false)
    expect(isPluginOn(flagged({ flag: 'smartSessions' }), resolveFeatures({ smartSessions: true }))).toBe(true)
  })

  it('turns a list flag on when it lists something, and a plugin with no flag always', () => {
    expect(isPluginOn(flagged({ flag: 'socials' }), resolveFeatures({}))).toBe(true)
    expect(isPluginOn(flagged({ flag: 'socials' }), resolveFeatures({ socials: false }))).toBe(false)
    expect(isPluginOn(flagged({ flag: 'socials' }), resolveFeatures({ socials: [] }))).toBe(false)
    expect(isPluginOn(flagged(), resolveFeatures({ swaps: false, onramp: false, send: false, receive: false, history: false, email: false, socials: false }))).toBe(true)
  })
})

describe('listedConnectMethods', () => {
  const entries = ['google', 'x', 'discord', 'farcaster', 'github'].map((provider) => ({ label: provider, arguments: { provider } }))
  const listed = flagged({ flag: 'socials', listedBy: 'provider' })

  it('shows the providers the dapp lists, in its order', () => {
    expect(listedConnectMethods(entries, listed, resolveFeatures({ socials: ['github', 'google'] })).map((e) => e.label)).toEqual(['github', 'google'])
  })

  it('shows none when the list is off, and skips values the plugin has no entry for', () => {
    expect(listedConnectMethods(entries, listed, resolveFeatures({ socials: false }))).toEqual([])
    expect(listedConnectMethods(entries, listed, resolveFeatures({ socials: ['apple', 'x'] })).map((e) => e.label)).toEqual(['x'])
  })

  it('keeps every entry in its own order without listedBy', () => {
    expect(listedConnectMethods(entries, flagged({ flag: 'email' }), resolveFeatures({})).map((e) => e.label)).toEqual(['google', 'x', 'discord', 'farcaster', 'github'])
  })
})
