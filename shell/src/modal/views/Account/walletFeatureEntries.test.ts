import type { PluginDescription } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import type { PluginState } from '../../../core/atoms'
import { walletFeatureEntries } from './walletFeatureEntries'

const description = (label: string, namespaces?: ('eip155' | 'solana')[]): PluginDescription => ({
  id: 'receive',
  version: '1.0.0',
  contract: '4.0.0',
  views: { [`Wallet${label}`]: { title: label } },
  slots: { accountActions: [{ label, view: `Wallet${label}`, ...(namespaces ? { namespaces } : {}) }] },
})
const described = (label: string, namespaces?: ('eip155' | 'solana')[]): PluginState => ({ status: 'described', description: description(label, namespaces) })
const labels = (entries: ReturnType<typeof walletFeatureEntries>) => entries.map((e) => (e.kind === 'action' ? e.action.label : `${e.label ?? e.pluginId} unavailable`))

describe('walletFeatureEntries', () => {
  it('orders features onramp, swaps, receive, send from their descriptions, before any code loads', () => {
    const entries = walletFeatureEntries({ send: described('Send'), receive: described('Receive'), onramp: described('Buy'), swaps: described('Swap') }, 'eip155')
    expect(labels(entries)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('shows an action only on its namespaces', () => {
    const plugins = { onramp: described('Buy', ['eip155', 'solana']), receive: described('Receive') }
    expect(labels(walletFeatureEntries(plugins, 'solana'))).toEqual(['Buy', 'Receive'])
    expect(labels(walletFeatureEntries(plugins, 'bip122'))).toEqual(['Receive'])
  })

  it('lets a loaded plugin hide an action it described', () => {
    const onramp: PluginState = { status: 'ready', description: description('Buy'), registration: { views: {}, slots: { accountActions: [] } } }
    expect(walletFeatureEntries({ onramp }, 'eip155')).toEqual([])
  })

  it('shows a failed plugin as unavailable with its reason, named by its description when it has one', () => {
    expect(walletFeatureEntries({ receive: { status: 'failed', reason: 'timed out', description: description('Receive') }, send: { status: 'failed', reason: 'offline' } }, 'eip155')).toEqual([
      { kind: 'unavailable', pluginId: 'receive', label: 'Receive', reason: 'timed out' },
      { kind: 'unavailable', pluginId: 'send', label: undefined, reason: 'offline' },
    ])
  })

  it('shows an action without a profile name (choosing one) only while the account has none, and only for its connection type', () => {
    const names: PluginState = {
      status: 'described',
      description: {
        id: 'names',
        version: '1.0.0',
        contract: '4.5.0',
        views: { RegisterAccountName: { title: 'Choose Name' } },
        slots: { accountActions: [{ label: 'Choose a name', view: 'RegisterAccountName', namespaces: ['eip155'], connectorTypes: ['AUTH'], withoutProfileName: true }] },
      },
    }
    const plugins = { names, receive: described('Receive') }
    expect(labels(walletFeatureEntries(plugins, 'eip155', 'AUTH'))).toEqual(['Receive', 'Choose a name'])
    expect(labels(walletFeatureEntries(plugins, 'eip155', 'AUTH', 'ada.reown.id'))).toEqual(['Receive'])
    expect(labels(walletFeatureEntries(plugins, 'eip155', 'INJECTED'))).toEqual(['Receive'])
    expect(labels(walletFeatureEntries({ receive: described('Receive') }, 'eip155', 'AUTH', 'ada.reown.id'))).toEqual(['Receive'])
  })
})
