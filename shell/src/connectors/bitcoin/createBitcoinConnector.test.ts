import { describe, expect, it } from 'vitest'
import { createFakeStandardWallet, standardAccount } from '../walletStandard/testing'
import { toBip122Reference } from './bitcoinChains'
import { createBitcoinConnector } from './createBitcoinConnector'

const TESTNET = '000000000933ea01ad0ee984209779ba'
const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const publicKey = Uint8Array.of(2, ...new Uint8Array(32).fill(0xab))

function setup(withBitcoinConnect = true) {
  const fake = createFakeStandardWallet({
    name: 'Fake Bitcoin',
    chains: ['bitcoin:testnet'],
    granted: [standardAccount(address, publicKey, ['bitcoin:testnet'])],
    features: {
      ...(withBitcoinConnect ? { 'bitcoin:connect': { connect: async () => ({ accounts: [] }) } } : {}),
      'bitcoin:signMessage': { signMessage: async () => [{ signedMessage: new Uint8Array(), signature: Uint8Array.of(39, 1, 2) }] },
    },
  })
  // The fake grants on standard:connect; bitcoin:connect grants through it too.
  if (withBitcoinConnect) {
    const feature = fake.wallet.features['bitcoin:connect'] as { connect: (input: unknown) => Promise<unknown> }
    const inner = feature.connect
    feature.connect = async (input) => {
      await inner(input)
      return (fake.wallet.features['standard:connect'] as { connect: () => Promise<unknown> }).connect()
    }
  }
  return { ...fake, connector: createBitcoinConnector(fake.wallet, { fallbackReference: () => undefined }) }
}

describe('createBitcoinConnector', () => {
  it('asks bitcoin:connect for the payment purpose; the chain is the account\'s', async () => {
    const { connector, calls } = setup()
    await expect(connector.connect()).resolves.toEqual({ accounts: [address], chainId: TESTNET })
    expect(calls[0]).toEqual({ feature: 'bitcoin:connect', input: { purposes: ['payment'] } })
    expect(connector).toMatchObject({ id: 'bip122:Fake Bitcoin', chain: 'bip122' })
  })

  it('records the account as payment with its public key (SPEC sections 1 and 3)', async () => {
    const { connector } = setup()
    await connector.connect()
    expect(connector.accountRecords?.()).toEqual([{ namespace: 'bip122', address, type: 'payment', publicKey: `02${'ab'.repeat(32)}` }])
  })

  it('falls back to standard:connect, and restores silently', async () => {
    const { connector, calls } = setup(false)
    await expect(connector.getAccounts()).resolves.toEqual([])
    expect(calls).toEqual([{ feature: 'standard:connect', input: { silent: true } }])
    await connector.connect()
    expect(calls.at(-1)).toEqual({ feature: 'standard:connect', input: undefined })
  })

  it('signs a message with bitcoin:signMessage and answers the signature base64', async () => {
    const { connector, calls } = setup()
    await connector.connect()
    await expect(connector.request({ method: 'signMessage', params: { message: 'hello', address } })).resolves.toEqual({ address, signature: 'JwEC' })
    expect(calls.at(-1)).toMatchObject({ feature: 'bitcoin:signMessage', input: { message: new TextEncoder().encode('hello') } })
    await expect(connector.request({ method: 'signMessage', params: { message: 'hello', address: 'bc1qother' } })).rejects.toMatchObject({ code: 4100 })
    await expect(connector.request({ method: 'getAccountAddresses' })).resolves.toEqual([{ address, publicKey: `02${'ab'.repeat(32)}`, purpose: 'payment' }])
    await expect(connector.request({ method: 'sendTransfer' })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'bitcoin_unknown' })).rejects.toMatchObject({ code: 4200 })
  })

  it('maps the two Bitcoin chains to their CAIP-2 references', () => {
    expect(toBip122Reference('bitcoin:mainnet')).toBe('000000000019d6689c085ae165831e93')
    expect(toBip122Reference('bitcoin:testnet')).toBe(TESTNET)
    expect(toBip122Reference('bitcoin:regtest')).toBeUndefined()
  })
})
