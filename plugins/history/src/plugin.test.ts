import { CONTRACT_VERSION, pluginRegistrationSchema, pluginSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import plugin from './plugin'
import { setupHistory } from './setupHistory'
import { createTestHost, readPluginText } from '@portico/contracts/testing'

describe('history plugin', () => {
  it('is a plugin of the current contract', () => {
    expect(pluginSchema.safeParse(plugin).success).toBe(true)
    expect([plugin.id, plugin.contractVersion]).toEqual(['history', CONTRACT_VERSION])
  })

  it('fills the Activity tab and adds the Transactions view', async () => {
    const { host } = createTestHost()
    const { registration } = setupHistory(host)
    expect(pluginRegistrationSchema.safeParse(registration).success).toBe(true)
    expect(Object.keys(registration.views)).toEqual(['Transactions'])
    expect(registration.slots?.accountTabs?.map((t) => [t.name, readPluginText(host.store, t.label)])).toEqual([['Activity', 'Activity']])
    expect(typeof (await registration.slots?.accountTabs?.[0]?.load())).toBe('function')
  })
})
