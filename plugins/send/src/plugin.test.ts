import { createTestHost, TEST_NETWORK } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { setupSend } from './setupSend'

describe('send plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('describes the three Send views and the Account action', () => {
    expect(Object.keys(description.views)).toEqual(['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'])
    expect(description.slots.accountActions?.map((a) => [a.label, a.view])).toEqual([['Send', 'WalletSend']])
  })

  it('clears the draft when the network switches, and stops listening on dispose', () => {
    const { host, network } = createTestHost()
    const { registration, atoms } = setupSend(host)
    host.store.set(atoms.sendTokenAmount, '1')
    host.store.set(atoms.receiverInput, 'bobby.reown.id')
    host.store.set(network, { ...TEST_NETWORK, id: 31338, caipNetworkId: 'eip155:31338' })
    expect(host.store.get(atoms.sendTokenAmount)).toBeUndefined()
    expect(host.store.get(atoms.receiverInput)).toBe('')
    registration.dispose?.()
    host.store.set(atoms.sendTokenAmount, '2')
    host.store.set(network, TEST_NETWORK)
    expect(host.store.get(atoms.sendTokenAmount)).toBe('2')
  })
})
