import { showsOn, type CaipNetwork } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS, TEST_BITCOIN_NETWORK, TEST_NETWORK, TEST_SOLANA_NETWORK } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { setupOnramp } from './setupOnramp'

const polkadot: CaipNetwork = { ...TEST_BITCOIN_NETWORK, id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot', chainNamespace: 'polkadot' }

/** The Buy actions registered in `timeZone`, by view. */
function buyActions(timeZone: string | undefined) {
  return setupOnramp(createTestHost().host, { timeZone }).registration.slots?.accountActions?.map((a) => a.view)
}

describe('onramp plugin', () => {
  describePluginContract(plugin, description, () => createTestHost().host)

  it('describes the Buy views and the Account action with its icon, on the onramp chains (eip155, solana) only', () => {
    expect(Object.entries(description.views).map(([name, view]) => [name, view.title])).toEqual([
      ['OnRampProviders', 'Buy'],
      ['BuyInProgress', 'Buy in progress'],
    ])
    const [action] = description.slots.accountActions ?? []
    expect([action?.label, action?.view, action?.namespaces]).toEqual(['Buy', 'OnRampProviders', ['eip155', 'solana']])
    expect(action?.icon).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    expect([TEST_NETWORK, TEST_SOLANA_NETWORK, TEST_BITCOIN_NETWORK, polkadot].map((network) => action && showsOn(action, network.chainNamespace))).toEqual([true, true, false, false])
  })

  it('offers no Buy in the restricted time zones (mainland China, Hong Kong, Macau)', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'PRC']) expect(buyActions(zone)).toEqual([])
    expect(buyActions('Asia/Taipei')).toEqual(['OnRampProviders'])
    expect(buyActions(undefined)).toEqual(['OnRampProviders'])
  })

  it('reads the browser time zone when none is given', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const { registration } = setupOnramp(createTestHost().host)
    expect(registration.slots?.accountActions?.length).toBe(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'].includes(zone) ? 0 : 1)
  })

  it('forgets the purchase on another network or account, keeps it on a balance update, and stops on dispose', () => {
    const { host, network, account } = createTestHost()
    const { registration, atoms } = setupOnramp(host, { timeZone: 'UTC' })
    const purchase = () => {
      host.store.set(atoms.providerUrl, 'https://pay.coinbase.com/buy')
      host.store.set(atoms.error, 'x')
    }
    purchase()
    host.store.set(account, (a) => ({ ...a, balance: '1.5' }))
    host.store.set(network, { ...TEST_NETWORK })
    expect(host.store.get(atoms.providerUrl)).toBe('https://pay.coinbase.com/buy')

    host.store.set(network, { ...TEST_NETWORK, id: 31338, caipNetworkId: 'eip155:31338' })
    expect([host.store.get(atoms.providerUrl), host.store.get(atoms.error)]).toEqual([undefined, undefined])
    purchase()
    host.store.set(account, { status: 'connected', address: TEST_ADDRESS.toLowerCase(), caipAddress: `eip155:31338:${TEST_ADDRESS.toLowerCase()}` })
    expect(host.store.get(atoms.providerUrl)).toBeUndefined()

    registration.dispose?.()
    purchase()
    host.store.set(network, TEST_NETWORK)
    expect(host.store.get(atoms.providerUrl)).toBe('https://pay.coinbase.com/buy')
  })
})
