import { describe, expect, it } from 'vitest'
import { socialsInOrder } from './PluginConnectMethods'

const entries = ['google', 'x', 'discord', 'farcaster', 'github'].map((provider) => ({ label: provider, arguments: { provider } }))

describe('socialsInOrder', () => {
  it('shows the providers the dapp lists, in its order', () => {
    expect(socialsInOrder(entries, ['github', 'google']).map((e) => e.label)).toEqual(['github', 'google'])
  })
  it('shows none when socials are off, and skips providers the plugin has no entry for', () => {
    expect(socialsInOrder(entries, false)).toEqual([])
    expect(socialsInOrder(entries, ['apple', 'x']).map((e) => e.label)).toEqual(['x'])
  })
})
