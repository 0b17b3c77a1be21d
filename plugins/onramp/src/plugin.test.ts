import { CONTRACT_VERSION, pluginRegistrationSchema, pluginSchema, type CaipNetwork } from '@portico/contracts'
import { createTestHost, readPluginText, TEST_ADDRESS, TEST_BITCOIN_NETWORK, TEST_NETWORK, TEST_SOLANA_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import plugin from './plugin'
import { setupOnramp } from './setupOnramp'

const solanaDevnet = TEST_SOLANA_NETWORK
const bitcoin = TEST_BITCOIN_NETWORK
const polkadot: CaipNetwork = { ...bitcoin, id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot', chainNamespace: 'polkadot' }

/** The Buy actions registered for a host on `network` in `timeZone`. */
function buyActions(network: CaipNetwork, timeZone: string | undefined) {
  const { host, network: active } = createTestHost()
  host.store.set(active, network)
  return setupOnramp(host, { timeZone }).registration.slots?.accountActions?.map((a) => [readPluginText(host.store, a.label), a.view])
}

describe('onramp plugin', () => {
  it('is a plugin of the current contract', () => {
    expect(pluginSchema.safeParse(plugin).success).toBe(true)
    expect([plugin.id, plugin.contractVersion]).toEqual(['onramp', CONTRACT_VERSION])
  })

  it('registers the Buy views and the Account action with its icon', async () => {
    const { host } = createTestHost()
    const { registration } = setupOnramp(host, { timeZone: 'Europe/Berlin' })
    expect(pluginRegistrationSchema.safeParse(registration).success).toBe(true)
    expect(Object.entries(registration.views).map(([name, view]) => [name, readPluginText(host.store, view.title)])).toEqual([
      ['OnRampProviders', 'Buy'],
      ['BuyInProgress', 'Buy in progress'],
    ])
    const [action] = registration.slots?.accountActions ?? []
    expect([readPluginText(host.store, action?.label), action?.view]).toEqual(['Buy', 'OnRampProviders'])
    expect(action?.icon).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    expect(typeof (await registration.views.OnRampProviders?.load())).toBe('function')
    expect(typeof (await registration.views.BuyInProgress?.load())).toBe('function')
  })

  it('offers Buy on the onramp chains (eip155, solana) only', () => {
    expect(buyActions(TEST_NETWORK, 'UTC')).toEqual([['Buy', 'OnRampProviders']])
    expect(buyActions(solanaDevnet, 'UTC')).toEqual([['Buy', 'OnRampProviders']])
    expect(buyActions(bitcoin, 'UTC')).toEqual([])
    expect(buyActions(polkadot, 'UTC')).toEqual([])
  })

  it('offers no Buy in the restricted time zones (mainland China, Hong Kong, Macau)', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'PRC']) expect(buyActions(TEST_NETWORK, zone)).toEqual([])
    expect(buyActions(TEST_NETWORK, 'Asia/Taipei')).toEqual([['Buy', 'OnRampProviders']])
    expect(buyActions(TEST_NETWORK, undefined)).toEqual([['Buy', 'OnRampProviders']])
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
