// @vitest-environment happy-dom
import { pluginDescriptionSourceSchema, showsOn } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { fakeProfileApi } from './testing/fakeProfileApi'

describe('names plugin', () => {
  describePluginContract(plugin, description, () => createTestHost({ blockchain: fakeProfileApi().client }).host)

  it('describes its two views and an action to choose a name, for the embedded wallet on eip155 without a profile name', () => {
    expect(Object.entries(description.views).map(([name, view]) => [name, view.title])).toEqual([
      ['RegisterAccountName', 'Choose Name'],
      ['RegisterAccountNameSuccess', 'Account Name'],
    ])
    const [action] = description.slots.accountActions ?? []
    expect([action?.label, action?.view, action?.withoutProfileName]).toEqual(['Choose a name', 'RegisterAccountName', true])
    const shows = (namespace: string, connectorType: string) => action !== undefined && showsOn(action, namespace, connectorType)
    expect([shows('eip155', 'AUTH'), shows('solana', 'AUTH'), shows('eip155', 'INJECTED'), shows('eip155', 'WALLET_CONNECT')]).toEqual([true, false, false, false])
  })

  it('leaves a description without the 4.5 condition valid (a plugin built for an older minor)', () => {
    const older = { ...description, slots: { accountActions: [{ label: 'Choose a name', view: 'RegisterAccountName' }] } }
    expect(pluginDescriptionSourceSchema.safeParse(older).success).toBe(true)
  })
})
