import { pluginRegistrationSchema } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'

describe('smart-sessions plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('shows Sessions on eip155 for the embedded wallet, and registers the grantPermissions command', async () => {
    expect(description.slots.accountActions).toEqual([expect.objectContaining({ label: 'Sessions', view: 'SmartSessions', namespaces: ['eip155'], connectorTypes: ['AUTH'] })])
    const registration = await plugin.setup(createTestHost().host)
    expect(pluginRegistrationSchema.safeParse(registration).success).toBe(true)
    expect(Object.keys(registration.commands ?? {})).toEqual(['grantPermissions'])
  })
})
