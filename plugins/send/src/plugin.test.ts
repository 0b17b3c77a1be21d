import { CONTRACT_VERSION, pluginRegistrationSchema, pluginSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import plugin from './plugin'
import { setupSend } from './setupSend'
import { createTestHost, readPluginText, TEST_NETWORK } from '@portico/contracts/testing'

describe('send plugin', () => {
  it('is a plugin of the current contract', () => {
    expect(pluginSchema.safeParse(plugin).success).toBe(true)
    expect([plugin.id, plugin.contractVersion]).toEqual(['send', CONTRACT_VERSION])
  })

  it('registers the three Send views and the Account action', async () => {
    const { host } = createTestHost()
    const { registration } = setupSend(host)
    expect(pluginRegistrationSchema.safeParse(registration).success).toBe(true)
    expect(Object.entries(registration.views).map(([name, view]) => [name, readPluginText(host.store, view.title)])).toEqual([
      ['WalletSend', 'Send'],
      ['WalletSendSelectToken', 'Select Token'],
      ['WalletSendPreview', 'Review Send'],
    ])
    expect(registration.slots?.accountActions?.map((a) => [readPluginText(host.store, a.label), a.view])).toEqual([['Send', 'WalletSend']])
    expect(typeof (await registration.views.WalletSendPreview?.load())).toBe('function')
  })

  it('clears the draft when the network switches, and stops listening on dispose', () => {
    const { host, network } = createTestHost()
    const { registration, atoms } = setupSend(host)
    host.store.set(atoms.sendTokenAmount, '1')
    host.store.set(atoms.receiverInput, 'bob.reown.id')
    host.store.set(network, { ...TEST_NETWORK, id: 31338, caipNetworkId: 'eip155:31338' })
    expect(host.store.get(atoms.sendTokenAmount)).toBeUndefined()
    expect(host.store.get(atoms.receiverInput)).toBe('')
    registration.dispose?.()
    host.store.set(atoms.sendTokenAmount, '2')
    host.store.set(network, TEST_NETWORK)
    expect(host.store.get(atoms.sendTokenAmount)).toBe('2')
  })
})
