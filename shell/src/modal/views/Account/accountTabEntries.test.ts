import type { PluginDescription } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import type { PluginState } from '../../../core/atoms'
import { accountTabs } from './accountTabEntries'

const description = (labels: string[], namespaces?: 'eip155'[]): PluginDescription => ({
  id: 'history',
  version: '1.0.0',
  contract: '4.0.0',
  views: {},
  slots: { accountTabs: labels.map((label) => ({ label, ...(namespaces ? { namespaces } : {}) })) },
})
const described = (...labels: string[]): PluginState => ({ status: 'described', description: description(labels) })
const labels = (plugins: Parameters<typeof accountTabs>[0], namespace = 'eip155') => accountTabs(plugins, namespace).map((t) => `${t.owner}:${t.label}`)

describe('accountTabs', () => {
  it("orders the shell's Tokens, then NFTs and Activity whichever plugin brings them, from the descriptions", () => {
    expect(labels({ history: described('Activity', 'NFTs') })).toEqual(['shell:Tokens', 'plugin:NFTs', 'plugin:Activity'])
    expect(labels({ history: described('Activity'), names: described('NFTs') })).toEqual(['shell:Tokens', 'plugin:NFTs', 'plugin:Activity'])
  })

  it('has only Tokens when history is off (no plugin describes NFTs or Activity), on every namespace', () => {
    expect(labels({})).toEqual(['shell:Tokens'])
    expect(labels({ send: described() }, 'bip122')).toEqual(['shell:Tokens'])
  })

  it("never lets a plugin add a second Tokens tab: Tokens is the shell's", () => {
    expect(labels({ names: described('Tokens'), history: described('Activity') })).toEqual(['shell:Tokens', 'plugin:Activity'])
  })

  it('marks the tab of a failed plugin unavailable, and leaves out tabs of other namespaces', () => {
    const failed = description(['Activity'])
    expect(accountTabs({ history: { status: 'failed', reason: 'x', description: failed } }, 'eip155')).toEqual([
      { owner: 'shell', label: 'Tokens' },
      { owner: 'plugin', pluginId: 'history', label: 'Activity', description: failed, unavailable: 'x' },
    ])
    expect(labels({ history: { status: 'described', description: description(['NFTs', 'Activity'], ['eip155']) } }, 'solana')).toEqual(['shell:Tokens'])
  })
})
