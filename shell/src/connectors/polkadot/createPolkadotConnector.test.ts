import { describe, expect, it, vi } from 'vitest'
import { createPolkadotConnector } from './createPolkadotConnector'
import type { PolkadotExtension } from './injectedExtension'

const POLKADOT = '91b171bb158e2d3848fa23a9f1c25182'
const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const kusamaOnly = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

function setup() {
  let subscriber: ((accounts: unknown) => void) | undefined
  const signRaw = vi.fn(async () => ({ id: 1, signature: `0x${'ab'.repeat(64)}` }))
  const enable = vi.fn(async () => ({
    accounts: {
      get: async () => [
        { address: alice, name: 'Alice', genesisHash: null },
        { address: bob, genesisHash: `0x${POLKADOT}fb8e20313b2c1eb49219da7a70ce90c3` },
        { address: kusamaOnly, genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' },
      ],
      subscribe: (cb: (accounts: unknown) => void) => {
        subscriber = cb
        return () => (subscriber = undefined)
      },
    },
    signer: { signRaw },
  }))
  const extension: PolkadotExtension = { key: 'fake-js', name: 'Fake', version: '1.0.0', enable }
  const connector = createPolkadotConnector(extension, { originName: 'My dapp', chainReference: () => POLKADOT })
  return { connector, enable, signRaw, emit: (accounts: unknown) => subscriber?.(accounts) }
}

describe('createPolkadotConnector', () => {
  it('enables the extension with the dapp name and keeps accounts of this chain or of any chain', async () => {
    const { connector, enable } = setup()
    await expect(connector.connect()).resolves.toEqual({ accounts: [alice, bob], chainId: POLKADOT })
    expect(enable).toHaveBeenCalledWith('My dapp')
    expect(connector).toMatchObject({ id: 'polkadot:fake-js', chain: 'polkadot' })
    expect(connector.accountRecords?.()).toEqual([
      { namespace: 'polkadot', address: alice, type: 'eoa' },
      { namespace: 'polkadot', address: bob, type: 'eoa' },
    ])
  })

  it('signs a message with signRaw (polkadot_signMessage) for a connected address only', async () => {
    const { connector, signRaw } = setup()
    await connector.connect()
    await expect(connector.request({ method: 'polkadot_signMessage', params: { address: alice, message: '0x1234' } })).resolves.toEqual({ signature: `0x${'ab'.repeat(64)}` })
    expect(signRaw).toHaveBeenCalledWith({ address: alice, data: '0x1234', type: 'bytes' })
    await expect(connector.request({ method: 'polkadot_signMessage', params: { address: kusamaOnly, message: 'x' } })).rejects.toMatchObject({ code: 4100 })
    await expect(connector.request({ method: 'polkadot_signMessage', params: { address: 'nope', message: 'x' } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'polkadot_signTransaction', params: { address: alice, transactionPayload: { address: alice } } })).rejects.toMatchObject({ code: 4200 })
  })

  it('refuses requests before connecting, and follows account subscriptions to a disconnect', async () => {
    const { connector, emit } = setup()
    await expect(connector.request({ method: 'polkadot_signMessage', params: {} })).rejects.toMatchObject({ code: 4900 })
    await connector.connect()
    const events: unknown[] = []
    connector.subscribe((event) => events.push(event))
    emit([{ address: bob }])
    emit('garbage')
    emit([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [bob] }, { type: 'disconnect' }])
  })

  it('answers getAccounts with no accounts when the extension refuses', async () => {
    const extension: PolkadotExtension = { key: 'x', name: 'X', version: undefined, enable: async () => Promise.reject(new Error('Rejected')) }
    await expect(createPolkadotConnector(extension, { originName: 'd', chainReference: () => POLKADOT }).getAccounts()).resolves.toEqual([])
  })
})
