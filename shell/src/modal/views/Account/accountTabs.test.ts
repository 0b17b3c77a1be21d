import type { PluginDescription } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import type { PluginState } from '../../../core/atoms'
import { accountTabs } from './accountTabs'

const description = (labels: string[], namespaces?: 'eip155'[]): PluginDescription => ({
  id: 'history',
  version: '1.0.0',
  contract: '4.0.0',
  views: {},
  slots: { accountTabs: labels.map((label) => ({ label, ...(namespaces ? { namespaces } : {}) })) },
})
const described = (...labels: string[]): PluginState => ({ status: 'described', description: description(labels) })

describe('accountTabs', () => {
  it('orders tabs Tokens, NFTs, Activity whichever plugin brings them, from the descriptions', () => {
    expect(accountTabs({ history: described('Activity'), send: described('Tokens'), names: described('NFTs') }, 'eip155').map((t) => t.label)).toEqual(['Tokens', 'NFTs', 'Activity'])
  })

  it('marks the tab of a failed plugin unavailable, and leaves out tabs of other namespaces', () => {
    expect(accountTabs({ history: { status: 'failed', reason: 'x', description: description(['Activity']) } }, 'eip155')).toEqual([{ pluginId: 'history', label: 'Activity', unavailable: 'x' }])
    expect(accountTabs({ history: { status: 'described', description: description(['Activity'], ['eip155']) } }, 'solana')).toEqual([])
  })
})
