import { describe, expect, it, vi } from 'vitest'
import { walletProviderOf } from '../../connection/walletProvider'
import { createFakeStandardWallet, standardAccount } from '../../connectors/walletStandard/testing'
import { createBitcoinConnector } from '../../connectors/bitcoin/createBitcoinConnector'
import { fakeConnector } from '../../testing/fakeConnector'
import { BitcoinAdapter } from './appKitBitcoinAdapter'
import type { BitcoinConnector } from './bitcoinConnector'
import { AddressPurpose } from './bitcoinConnectorSchemas'

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const TXID = 'ab'.repeat(32)

/** A bip122 connector answering as a WalletConnect wallet does (its method names and shapes). */
function walletConnectLike() {
  const answers: Record<string, unknown> = {
    getAccountAddresses: [{ address: ADDRESS, publicKey: '02ab', path: "m/84'/1'/0'/0/0", intention: 'payment' }],
    signMessage: { address: ADDRESS, signature: 'H+sig==', messageHash: 'ff' },
    sendTransfer: { txid: TXID },
    signPsbt: { psbt: 'cHNidP8B', txid: TXID },
  }
  const request = vi.fn(async ({ method }: { method: string; params?: unknown }) => answers[method])
  const { connector } = fakeConnector({ chain: 'bip122', address: ADDRESS, chainId: '000000000933ea01ad0ee984209779ba' })
  return { connector: { ...connector, request }, request, answers }
}

new BitcoinAdapter({ projectId: 'test' })

describe('the bip122 provider with BitcoinAdapter\'s methods', () => {
  it('asks the connector with WalletConnect\'s method names and params, the connected address as account', async () => {
    const { connector, request } = walletConnectLike()
    const provider = walletProviderOf(connector) as BitcoinConnector

    await expect(provider.getAccountAddresses()).resolves.toEqual([{ address: ADDRESS, publicKey: '02ab', path: "m/84'/1'/0'/0/0", purpose: AddressPurpose.Payment }])
    await expect(provider.signMessage({ address: ADDRESS, message: 'hello', protocol: 'ecdsa' })).resolves.toBe('H+sig==')
    await expect(provider.sendTransfer({ recipient: 'tb1qrecipient', amount: '1000' })).resolves.toBe(TXID)
    const signInputs = [{ address: ADDRESS, index: 0, sighashTypes: [1] }]
    await expect(provider.signPSBT({ psbt: 'cHNidP8A', signInputs, broadcast: true })).resolves.toEqual({ psbt: 'cHNidP8B', txid: TXID })

    expect(request.mock.calls.map(([args]) => args)).toEqual([
      { method: 'getAccountAddresses', params: { account: ADDRESS } },
      { method: 'signMessage', params: { account: ADDRESS, address: ADDRESS, message: 'hello', protocol: 'ecdsa' } },
      { method: 'sendTransfer', params: { account: ADDRESS, recipientAddress: 'tb1qrecipient', amount: '1000' } },
      { method: 'signPsbt', params: { account: ADDRESS, psbt: 'cHNidP8A', signInputs, broadcast: true } },
    ])
    // Still the EIP-1193 provider underneath.
    expect(typeof provider.request).toBe('function')
  })

  it('refuses bad arguments before the wallet is asked', async () => {
    const { connector, request } = walletConnectLike()
    const provider = walletProviderOf(connector) as BitcoinConnector
    await expect(provider.sendTransfer({ recipient: 'tb1qrecipient', amount: '0.5' })).rejects.toThrow('Invalid sendTransfer params: amount amount must be a positive whole number of satoshis')
    await expect(provider.signMessage({ address: ADDRESS, message: '' })).rejects.toThrow(/Invalid signMessage params: message/)
    await expect(provider.signPSBT({ psbt: 'cHNidP8A', signInputs: [{ address: ADDRESS, index: -1, sighashTypes: [] }] })).rejects.toThrow(/Invalid signPSBT params: signInputs.0.index/)
    expect(request).not.toHaveBeenCalled()
  })

  it('refuses a wallet answer of another shape, and asks nothing with no account', async () => {
    const { connector, answers } = walletConnectLike()
    answers.sendTransfer = { txid: 'not a txid' }
    answers.signMessage = 'a bare string'
    const provider = walletProviderOf(connector) as BitcoinConnector
    await expect(provider.sendTransfer({ recipient: 'tb1qrecipient', amount: '1000' })).rejects.toThrow('The wallet answered sendTransfer with expected a 64 hex digit txid')
    await expect(provider.signMessage({ address: ADDRESS, message: 'hi' })).rejects.toThrow(/The wallet answered signMessage/)

    const empty = fakeConnector({ chain: 'bip122' })
    await expect((walletProviderOf(empty.connector) as BitcoinConnector).getAccountAddresses()).rejects.toThrow('No Bitcoin account is connected')
  })

  it('works over Portico\'s Wallet Standard connector: the signature comes back base64', async () => {
    const fake = createFakeStandardWallet({
      name: 'Fake Bitcoin',
      chains: ['bitcoin:testnet'],
      granted: [standardAccount(ADDRESS, Uint8Array.of(2, ...new Uint8Array(32).fill(0xab)), ['bitcoin:testnet'])],
      features: { 'bitcoin:signMessage': { signMessage: async () => [{ signedMessage: new Uint8Array(), signature: Uint8Array.of(40, 250, 251) }] } },
    })
    const connector = createBitcoinConnector(fake.wallet, { fallbackReference: () => undefined })
    await connector.connect()
    const provider = walletProviderOf(connector) as BitcoinConnector
    await expect(provider.signMessage({ address: ADDRESS, message: 'hello' })).resolves.toBe('KPr7')
    await expect(provider.getAccountAddresses()).resolves.toEqual([{ address: ADDRESS, publicKey: `02${'ab'.repeat(32)}`, purpose: 'payment' }])
  })

  it('leaves the other namespaces\' providers as they were', () => {
    const provider = walletProviderOf(fakeConnector({ chain: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).connector)
    expect(Object.keys(provider).sort()).toEqual(['on', 'removeListener', 'request'])
  })
})
