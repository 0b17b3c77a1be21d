import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { walletProviderOf } from '../../connection/walletProvider'
import { createSolanaRpcHandlers, type SolanaMockTransaction } from '../../connectors/solana/mocks/handlers'
import { fakeConnector } from '../../testing/fakeConnector'
import { fakeSolanaConnector, type FakeSolanaConnectorOptions } from '../../testing/fakeSolanaConnector'
import { SolanaAdapter } from './appKitSolanaAdapter'
import type { Provider } from './solanaProvider'

const rpcUrl = 'https://adapter.solana.test'
const keypair = Keypair.generate()
const receiver = Keypair.generate().publicKey
const ledger = new Map<string, bigint>()
const landed: SolanaMockTransaction[] = []
const server = setupServer(...createSolanaRpcHandlers({ url: rpcUrl, balances: { [keypair.publicKey.toBase58()]: 2n * BigInt(LAMPORTS_PER_SOL) }, ledger, onTransaction: (t) => landed.push(t) }))
// web3.js keeps the fetch it saw on import; MSW replaces the global one later, in listen().
const connection = new Connection(rpcUrl, { commitment: 'confirmed', fetch: (input, init) => globalThis.fetch(input, init) })

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // What a dapp's `createAppKit({ adapters: [new SolanaAdapter()] })` does first.
  new SolanaAdapter()
})
afterAll(() => server.close())

const solanaProvider = (options: Partial<FakeSolanaConnectorOptions> = {}) => {
  const fake = fakeSolanaConnector({ keypair, connection, ...options })
  return { ...fake, provider: walletProviderOf(fake.connector) as Provider }
}

/** A transfer from the connected account, on the mock's blockhash. */
async function transfer(lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports }))
}

async function versionedTransfer(lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports })],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

const signedBy = (signature: Uint8Array | null | undefined, message: Uint8Array) => Boolean(signature) && ed25519.verify(signature ?? new Uint8Array(), message, keypair.publicKey.toBytes())

describe('SolanaAdapter provider methods (over a fake wallet answering WalletConnect Solana RPC)', () => {
  it('gives the connected account as a web3.js PublicKey, also when the wallet keeps no records (WalletConnect)', async () => {
    expect(solanaProvider().provider.publicKey).toBeInstanceOf(PublicKey)
    expect(solanaProvider().provider.publicKey?.equals(keypair.publicKey)).toBe(true)
    const { provider } = solanaProvider({ records: false })
    await vi.waitFor(() => expect(provider.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58()))
  })

  it('follows the account the wallet grants: a switch, then none', async () => {
    const other = Keypair.generate().publicKey.toBase58()
    for (const records of [true, false]) {
      const { provider, setAccounts } = solanaProvider({ records })
      await vi.waitFor(() => expect(provider.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58()))
      setAccounts([other])
      await vi.waitFor(() => expect(provider.publicKey?.toBase58()).toBe(other))
      setAccounts([])
      await vi.waitFor(() => expect(provider.publicKey).toBeUndefined())
      await expect(provider.signMessage(Uint8Array.of(1))).rejects.toThrow('No ActiveCaipAddress found')
    }
  })

  it('signs a message: the signature verifies against the public key', async () => {
    const { provider, requests } = solanaProvider()
    const message = new TextEncoder().encode('Hello Portico')
    const signature = await provider.signMessage(message)
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('Hello Portico!'), keypair.publicKey.toBytes())).toBe(false)
    expect(requests).toEqual(['solana_signMessage'])
  })

  it('signs a legacy Transaction and gives a Transaction back, signed over its own message', async () => {
    const { provider } = solanaProvider()
    const transaction = await transfer(1000)
    const signed = await provider.signTransaction(transaction)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(signedBy(signed.signature, transaction.serializeMessage())).toBe(true)
  })

  it('signs a VersionedTransaction (v0) and gives a VersionedTransaction back', async () => {
    const { provider } = solanaProvider()
    const transaction = await versionedTransfer(1000)
    const signed = await provider.signTransaction(transaction)
    expect(signed).toBeInstanceOf(VersionedTransaction)
    expect(signed.version).toBe(0)
    expect(signedBy(signed.signatures[0], transaction.message.serialize())).toBe(true)
  })

  it("adds the signature to the dapp's transaction when the wallet answers only a signature (older RPC)", async () => {
    const { provider } = solanaProvider({ signatureOnly: true })
    const legacy = await provider.signTransaction(await transfer(1000))
    expect(legacy.verifySignatures()).toBe(true)
    const versioned = await versionedTransfer(1000)
    const signed = await provider.signTransaction(versioned)
    expect(signed).toBe(versioned)
    expect(signedBy(signed.signatures[0], versioned.message.serialize())).toBe(true)
  })

  it('signs all transactions in one request, or one each when the wallet lacks solana_signAllTransactions', async () => {
    const batch = solanaProvider({ signAll: true })
    const [legacy, versioned] = await batch.provider.signAllTransactions([await transfer(1), await versionedTransfer(2)])
    expect(batch.requests).toEqual(['solana_signAllTransactions'])
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy?.verifySignatures()).toBe(true)
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    expect(signedBy(versioned?.signatures[0], versioned?.message.serialize() ?? new Uint8Array())).toBe(true)

    const oneByOne = solanaProvider({ signAll: false })
    const signed = await oneByOne.provider.signAllTransactions([await transfer(3), await transfer(4)])
    expect(oneByOne.requests).toEqual(['solana_signAllTransactions', 'solana_signTransaction', 'solana_signTransaction'])
    expect(signed.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
  })

  it('signs and sends through the wallet: the cluster receives the transfer under the returned signature', async () => {
    const { provider, requests } = solanaProvider()
    const before = ledger.get(receiver.toBase58()) ?? 0n
    const signature = await provider.signAndSendTransaction(await transfer(250_000), { preflightCommitment: 'finalized' })
    expect(requests).toEqual(['solana_signAndSendTransaction'])
    expect(landed.at(-1)).toMatchObject({ signature, feePayer: keypair.publicKey.toBase58(), transfers: [{ to: receiver.toBase58(), lamports: 250_000n }] })
    expect(ledger.get(receiver.toBase58())).toBe(before + 250_000n)
  })

  it("sends as AppKit does: the wallet signs, the dapp's Connection submits", async () => {
    const { provider, requests } = solanaProvider()
    const before = await connection.getBalance(receiver)
    const signature = await provider.sendTransaction(await versionedTransfer(40_000), connection)
    expect(requests).toEqual(['solana_signTransaction'])
    expect(landed.at(-1)).toMatchObject({ signature, transfers: [{ from: keypair.publicKey.toBase58(), to: receiver.toBase58(), lamports: 40_000n }] })
    expect(await connection.getBalance(receiver)).toBe(before + 40_000)
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]?.confirmationStatus).toBe('finalized')
  })

  it("refuses a wallet answer that is not WalletConnect's Solana RPC", async () => {
    const { provider } = solanaProvider({ answer: { signature: '0xnot-base58' } })
    await expect(provider.signMessage(Uint8Array.of(1))).rejects.toThrow('The wallet answered solana_signMessage with expected base58')
    await expect(solanaProvider({ answer: { signed: true } }).provider.signTransaction(await transfer(1))).rejects.toThrow(/^The wallet answered solana_signTransaction/)
  })

  it('says there is no account when the wallet has none, and leaves other namespaces alone', async () => {
    const { connector } = fakeConnector({ chain: 'solana' })
    const provider = walletProviderOf(connector) as Provider
    expect(provider.publicKey).toBeUndefined()
    await expect(provider.signMessage(Uint8Array.of(1))).rejects.toThrow('No ActiveCaipAddress found')
    expect('signMessage' in walletProviderOf(fakeConnector({ chain: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).connector)).toBe(false)
  })
})
