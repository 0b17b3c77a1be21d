import { describe, expect, it } from 'vitest'
import { accountTabs } from './accountTabs'

const load = async () => () => null
const ready = (...labels: string[]) => ({
  status: 'ready' as const,
  registration: { views: {}, slots: { accountTabs: labels.map((label) => ({ name: label, label, load })) } },
})

describe('accountTabs', () => {
  it('orders tabs Tokens, NFTs, Activity whichever plugin brings them', () => {
    expect(accountTabs({ history: ready('Activity'), send: ready('Tokens'), names: ready('NFTs') }).map((t) => t.name)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
  })
  it('ignores plugins that are not loaded', () => {
    expect(accountTabs({ history: { status: 'failed', reason: 'x' }, send: { status: 'loading' } })).toEqual([])
  })
})
