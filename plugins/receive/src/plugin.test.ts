import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'

describe('receive plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('describes the Receive view and its Account action on every namespace', () => {
    expect(description.slots.accountActions?.map((a) => [a.label, a.view, a.namespaces])).toEqual([['Receive', 'WalletReceive', undefined]])
  })
})
