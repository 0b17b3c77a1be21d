import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { setupHistory } from './setupHistory'

describe('history plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('fills the Activity tab and adds the Transactions view', async () => {
    const { registration } = setupHistory(createTestHost().host)
    expect([Object.keys(description.views), description.slots.accountTabs]).toEqual([['Transactions'], [{ label: 'Activity' }]])
    expect(registration.slots?.accountTabs?.map((t) => t.label)).toEqual(['Activity'])
    expect(typeof (await registration.slots?.accountTabs?.[0]?.load())).toBe('function')
  })
})
