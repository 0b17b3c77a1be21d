import { expect, it } from 'vitest'
import { CONTRACT_VERSION } from '../plugin/contractVersion'
import { pluginDescriptionSourceSchema, registrationMismatch, type PluginDescriptionSource } from '../plugin/description'
import { pluginRegistrationSchema, pluginSchema, type Plugin, type PluginHost } from '../plugin/plugin'

/**
 * The checks every plugin's own test runs: its module is a plugin of the current contract, its
 * description is valid, and what `setup` registers fits the description (each view loads).
 * @example describePluginContract(plugin, description, () => createTestHost().host)
 */
export function describePluginContract(plugin: Plugin, description: PluginDescriptionSource, host: () => PluginHost) {
  it('is a plugin of the current contract, described by its description', () => {
    expect(pluginSchema.safeParse(plugin).success).toBe(true)
    expect([plugin.id, plugin.contractVersion]).toEqual([description.id, CONTRACT_VERSION])
    expect(pluginDescriptionSourceSchema.safeParse(description).error?.issues).toBeUndefined()
  })

  it('registers what its description says, and each view loads', async () => {
    const registration = await plugin.setup(host())
    expect(pluginRegistrationSchema.safeParse(registration).success).toBe(true)
    expect(registrationMismatch(description, registration)).toBeUndefined()
    for (const view of Object.values(registration.views)) expect(typeof (await view.load())).toBe('function')
    registration.dispose?.()
  })
}
