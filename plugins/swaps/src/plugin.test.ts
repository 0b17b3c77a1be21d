import { SWAP_CHAIN_IDS } from '@portico/contracts'
import { createTestHost, TEST_NETWORK } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { setupSwaps } from './setupSwaps'
import { createSwapsTestHost, ETH, PUSD } from './testing/swapsTestHost'

describe('swaps plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('describes Swap on eip155 and its three views', () => {
    expect(Object.keys(description.views)).toEqual(['Swap', 'SwapSelectToken', 'SwapPreview'])
    expect(description.slots.accountActions?.map((a) => [a.label, a.view, a.namespaces])).toEqual([['Swap', 'Swap', ['eip155']]])
  })

  it('offers Swap only on the networks the dapp swaps on: by default the 12 of SPEC section 9', () => {
    expect(setupSwaps(createTestHost().host).registration.slots?.accountActions).toEqual([{ view: 'Swap', networks: SWAP_CHAIN_IDS.map((id) => `eip155:${id}`) }])
    expect(setupSwaps(createSwapsTestHost({}, {}, [31337, 31338]).host).registration.slots?.accountActions).toEqual([{ view: 'Swap', networks: ['eip155:31337', 'eip155:31338'] }])
  })

  it('clears the draft on another network, and stops listening on dispose', () => {
    const { host, network } = createSwapsTestHost({})
    const { registration, context } = setupSwaps(host)
    const { atoms } = context
    host.store.set(atoms.sourceToken, ETH)
    host.store.set(atoms.toToken, PUSD)
    host.store.set(atoms.sourceTokenAmount, '1')
    host.store.set(network, { ...TEST_NETWORK, id: 31338, caipNetworkId: 'eip155:31338' })
    expect([host.store.get(atoms.sourceToken), host.store.get(atoms.toToken), host.store.get(atoms.sourceTokenAmount)]).toEqual([undefined, undefined, ''])
    registration.dispose?.()
    host.store.set(atoms.sourceTokenAmount, '2')
    host.store.set(network, TEST_NETWORK)
    expect(host.store.get(atoms.sourceTokenAmount)).toBe('2')
  })
})
