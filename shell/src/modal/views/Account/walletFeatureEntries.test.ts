import { describe, expect, it } from 'vitest'
import { walletFeatureEntries } from './walletFeatureEntries'

const ready = (label: string) => ({
  status: 'ready' as const,
  registration: { views: {}, slots: { accountActions: [{ label, view: `Wallet${label}` }] } },
})

describe('walletFeatureEntries', () => {
  it('orders features onramp, swaps, receive, send whatever order they loaded in', () => {
    const entries = walletFeatureEntries({ send: ready('Send'), receive: ready('Receive'), onramp: ready('Buy'), swaps: ready('Swap') })
    expect(entries.map((e) => (e.kind === 'action' ? e.action.label : e.kind))).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })
  it('shows only features that are enabled (have a state)', () => {
    expect(walletFeatureEntries({ receive: ready('Receive') }).map((e) => e.pluginId)).toEqual(['receive'])
  })
  it('shows loading and failed plugins as such', () => {
    expect(walletFeatureEntries({ receive: { status: 'failed', reason: 'timed out' }, send: { status: 'loading' } })).toEqual([
      { kind: 'unavailable', pluginId: 'receive', reason: 'timed out' },
      { kind: 'loading', pluginId: 'send' },
    ])
  })
})
