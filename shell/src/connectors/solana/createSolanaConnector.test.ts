import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createFakeStandardWallet, standardAccount } from '../walletStandard/testing'
import { createSolanaConnector, solanaConnectorId } from './createSolanaConnector'

const secret = new Uint8Array(32).fill(7)
const publicKey = ed25519.getPublicKey(secret)
const address = base58.encode(publicKey)
const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function setup() {
  const fake = createFakeStandardWallet({
    name: 'Fake Solana',
    chains: ['solana:devnet', 'solana:mainnet'],
    // A multi-chain wallet also lists an EVM account: the connector keeps the Solana one only.
    granted: [standardAccount(address, publicKey, ['solana:devnet']), standardAccount('0xabc', new Uint8Array(33), ['eip155:1'])],
    features: {
      'solana:signMessage': { signMessage: async (input) => [{ signedMessage: (input as { message: Uint8Array }).message, signature: ed25519.sign((input as { message: Uint8Array }).message, secret) }] },
      'solana:signAndSendTransaction': { signAndSendTransaction: async () => [{ signature: new Uint8Array(64).fill(1) }] },
      'solana:signTransaction': { signTransaction: async (input) => [{ signedTransaction: (input as { transaction: Uint8Array }).transaction }] },
    },
  })
  const connector = createSolanaConnector(fake.wallet, { chainReference: () => DEVNET })
  return { ...fake, connector }
}

describe('createSolanaConnector', () => {
  it('connects through standard:connect and reports the dapp-chosen cluster', async () => {
    const { connector } = setup()
    expect(connector).toMatchObject({ id: 'solana:Fake Solana', chain: 'solana', name: 'Fake Solana' })
    expect(solanaConnectorId({ name: 'Phantom' })).toBe('solana:Phantom')
    await expect(connector.connect()).resolves.toEqual({ accounts: [address], chainId: DEVNET })
    expect(connector.accountRecords?.()).toEqual([{ namespace: 'solana', address, type: 'eoa', publicKey: address }])
  })

  it('restores silently: no grant means no accounts, never a prompt', async () => {
    const { connector, calls } = setup()
    await expect(connector.getAccounts()).resolves.toEqual([])
    expect(calls).toEqual([{ feature: 'standard:connect', input: { silent: true } }])
  })

  it('signs a base58 message with solana:signMessage and answers a base58 signature (solana_signMessage)', async () => {
    const { connector } = setup()
    await connector.connect()
    const message = new TextEncoder().encode('Sign in to Portico')
    const result = (await connector.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: address } })) as { signature: string }
    expect(ed25519.verify(base58.decode(result.signature), message, publicKey)).toBe(true)
  })

  it('refuses an unknown signer, bad params and unknown methods with EIP-1193 codes', async () => {
    const { connector } = setup()
    await connector.connect()
    await expect(connector.request({ method: 'solana_signMessage', params: { message: 'abc', pubkey: '0xnot-solana' } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'solana_signMessage', params: { message: 'abc', pubkey: '11111111111111111111111111111111' } })).rejects.toMatchObject({ code: 4100 })
    await expect(connector.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ code: 4200 })
  })

  it('signs and sends through the wallet on the active cluster, with a checked preflight commitment', async () => {
    const { connector, calls } = setup()
    await connector.connect()
    const transaction = base64.encode(new Uint8Array([1, 2, 3]))
    const result = await connector.request({ method: 'solana_signAndSendTransaction', params: { transaction, sendOptions: { preflightCommitment: 'finalized' } } })
    expect(result).toEqual({ signature: base58.encode(new Uint8Array(64).fill(1)) })
    expect(calls.at(-1)).toMatchObject({ feature: 'solana:signAndSendTransaction', input: { chain: 'solana:devnet', transaction: new Uint8Array([1, 2, 3]), options: { preflightCommitment: 'finalized' } } })
    await expect(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction, sendOptions: { preflightCommitment: 'safe' } } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'solana_signTransaction', params: { transaction } })).resolves.toEqual({ transaction })
  })

  it('signs all transactions with one solana:signTransaction call of every input (solana_signAllTransactions)', async () => {
    const signedInputs: unknown[][] = []
    const fake = createFakeStandardWallet({
      name: 'Fake Solana',
      chains: ['solana:devnet'],
      granted: [standardAccount(address, publicKey, ['solana:devnet'])],
      features: {
        'solana:signTransaction': {
          signTransaction: async (...inputs) => {
            signedInputs.push(inputs)
            return (inputs as { transaction: Uint8Array }[]).map(({ transaction }) => ({ signedTransaction: Uint8Array.of(...transaction, 9) }))
          },
        },
      },
    })
    const connector = createSolanaConnector(fake.wallet, { chainReference: () => DEVNET })
    await connector.connect()
    const transactions = [Uint8Array.of(1), Uint8Array.of(2, 2)].map((bytes) => base64.encode(bytes))
    const result = await connector.request({ method: 'solana_signAllTransactions', params: { transactions, pubkey: address } })
    expect(result).toEqual({ transactions: [base64.encode(Uint8Array.of(1, 9)), base64.encode(Uint8Array.of(2, 2, 9))] })
    expect(signedInputs).toHaveLength(1)
    expect(signedInputs[0]).toMatchObject([{ chain: 'solana:devnet', transaction: Uint8Array.of(1) }, { chain: 'solana:devnet', transaction: Uint8Array.of(2, 2) }])
    await expect(connector.request({ method: 'solana_signAllTransactions', params: { transactions: [] } })).rejects.toMatchObject({ code: -32602 })
  })

  it('tells account changes and a withdrawn grant (disconnect) from standard:events', async () => {
    const { connector, setAccounts } = setup()
    await connector.connect()
    const events: unknown[] = []
    const off = connector.subscribe((event) => events.push(event))
    setAccounts([standardAccount(address, publicKey, ['solana:devnet'])])
    setAccounts([])
    off()
    setAccounts([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [address] }, { type: 'disconnect' }])
  })

  it('disconnect calls standard:disconnect', async () => {
    const { connector, wallet } = setup()
    await connector.connect()
    await connector.disconnect()
    expect(wallet.accounts).toEqual([])
  })
})
