import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { setupHistory } from './setupHistory'

describe('history plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('fills the NFTs and Activity tabs and adds the Transactions view', async () => {
    const { registration } = setupHistory(createTestHost().host)
    expect([Object.keys(description.views), description.slots.accountTabs]).toEqual([['Transactions'], [{ label: 'NFTs' }, { label: 'Activity' }]])
    expect(registration.slots?.accountTabs?.map((t) => t.label)).toEqual(['NFTs', 'Activity'])
    for (const tab of registration.slots?.accountTabs ?? []) expect(typeof (await tab.load())).toBe('function')
  })
})
