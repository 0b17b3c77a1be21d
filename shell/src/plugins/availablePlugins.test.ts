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
  const methods = ['google', 'x', 'farcaster'].map((provider) => ({ label: provider, arguments: { provider } }))

  it("keeps the entries the dapp's list names, in its order", () => {
    const description = flagged({ flag: 'socials', listedBy: 'provider' })
    expect(listedConnectMethods(methods, description, resolveFeatures({ socials: ['farcaster', 'google'] })).map((m) => m.label)).toEqual(['farcaster', 'google'])
    expect(listedConnectMethods(methods, description, resolveFeatures({ socials: false }))).toEqual([])
  })

  it('keeps every entry in its own order without listedBy', () => {
    expect(listedConnectMethods(methods, flagged({ flag: 'email' }), resolveFeatures({})).map((m) => m.label)).toEqual(['google', 'x', 'farcaster'])
  })
})
