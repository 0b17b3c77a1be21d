import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { Address, OutScript, p2wpkh, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFakeStandardWallet, standardAccount } from '../walletStandard/testing'
import { createBitcoinConnector } from './createBitcoinConnector'

const ESPLORA = 'https://mempool.space/testnet/api'
const KEY = sha256(new TextEncoder().encode('bitcoin connector test key'))
const PUBLIC_KEY = secp256k1.getPublicKey(KEY, true)
const SENDER = p2wpkh(PUBLIC_KEY, TEST_NETWORK).address ?? ''
const RECIPIENT = p2wpkh(secp256k1.getPublicKey(sha256(new TextEncoder().encode('recipient')), true), TEST_NETWORK).address ?? ''
const UTXOS = [
  { txid: 'aa'.repeat(32), vout: 1, value: 60_000 },
  { txid: 'bb'.repeat(32), vout: 0, value: 30_000 },
]

const broadcasts: string[] = []
const server = setupServer(
  http.get(`${ESPLORA}/address/:address/utxo`, ({ params }) => HttpResponse.json(params.address === SENDER ? UTXOS : [])),
  http.get(`${ESPLORA}/v1/fees/recommended`, () => HttpResponse.json({ fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 1, minimumFee: 1 })),
  http.post(`${ESPLORA}/tx`, async ({ request }) => {
    const raw = await request.text()
    broadcasts.push(raw)
    return HttpResponse.text(Transaction.fromRaw(hex.decode(raw), { allowUnknownOutputs: true }).id)
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  broadcasts.length = 0
})

interface SignInput {
  psbt: Uint8Array
  chain: string
  inputsToSign: { account: { address: string }; signingIndexes: number[]; sigHash?: number }[]
}

/** What a wallet's bitcoin:signTransaction does: sign the inputs asked for with its key. */
const signWithKey = ({ psbt, inputsToSign }: SignInput) => {
  const tx = Transaction.fromPSBT(psbt)
  for (const { signingIndexes } of inputsToSign) for (const index of signingIndexes) tx.signIdx(KEY, index)
  return tx.toPSBT()
}

async function connected(features: Record<string, Record<string, (input: unknown) => Promise<unknown>>>, esploraUrls?: Record<string, string>) {
  const fake = createFakeStandardWallet({ name: 'Fake Bitcoin', chains: ['bitcoin:testnet'], granted: [standardAccount(SENDER, PUBLIC_KEY, ['bitcoin:testnet'])], features })
  const connector = createBitcoinConnector(fake.wallet, { fallbackReference: () => undefined, ...(esploraUrls ? { esploraUrls } : {}) })
  await connector.connect()
  return { ...fake, connector }
}

const signTransactionFeature = { 'bitcoin:signTransaction': { signTransaction: async (input: unknown) => [{ signedPsbt: signWithKey(input as SignInput) }] } }

describe('bip122 sendTransfer through a Wallet Standard wallet', () => {
  it('builds the PSBT from the account\'s UTXOs, has the wallet sign it, broadcasts it: recipient paid, change back, fee at the rate', async () => {
    const { connector, calls } = await connected(signTransactionFeature)
    const { txid } = (await connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '70000' } })) as { txid: string }

    expect(broadcasts).toHaveLength(1)
    const tx = Transaction.fromRaw(hex.decode(broadcasts[0] ?? ''))
    expect(tx.id).toBe(txid)
    // 70k needs both UTXOs.
    const spent = Array.from({ length: tx.inputsLength }, (_, i) => `${hex.encode(tx.getInput(i).txid ?? new Uint8Array())}:${tx.getInput(i).index}`).sort()
    expect(spent).toEqual([`${'aa'.repeat(32)}:1`, `${'bb'.repeat(32)}:0`])
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    const to = (o: (typeof outputs)[number]) => Address(TEST_NETWORK).encode(OutScript.decode(o.script ?? new Uint8Array()))
    expect(outputs.map((o) => [to(o), o.amount])).toEqual([
      [RECIPIENT, 70_000n],
      [SENDER, expect.any(BigInt)],
    ])
    const fee = 90_000n - outputs.reduce((sum, o) => sum + (o.amount ?? 0n), 0n)
    // 3 sat/vB on a two-input, two-output P2WPKH transaction (~208 vB).
    expect(fee).toBeGreaterThanOrEqual(3n * BigInt(tx.vsize))
    expect(fee).toBeLessThan(4n * BigInt(tx.vsize))
    // Each input witnessed by the account's key.
    for (let i = 0; i < tx.inputsLength; i++) expect(hex.encode(tx.getInput(i).finalScriptWitness?.[1] ?? new Uint8Array())).toBe(hex.encode(PUBLIC_KEY))
    expect(calls.at(-1)).toMatchObject({ feature: 'bitcoin:signTransaction', input: { chain: 'bitcoin:testnet', inputsToSign: [{ account: { address: SENDER }, signingIndexes: [0, 1] }] } })
  })

  it("reads and broadcasts through the dapp's own Esplora API when it gives one (bitcoinEsploraUrls)", async () => {
    const own = 'https://esplora.dapp.example/testnet/api'
    const asked: string[] = []
    server.use(
      http.get(`${own}/address/:address/utxo`, ({ request, params }) => (asked.push(new URL(request.url).pathname), HttpResponse.json(params.address === SENDER ? UTXOS : []))),
      http.get(`${own}/v1/fees/recommended`, ({ request }) => (asked.push(new URL(request.url).pathname), HttpResponse.json({ fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 1, minimumFee: 1 }))),
      http.post(`${own}/tx`, async ({ request }) => {
        asked.push(new URL(request.url).pathname)
        return HttpResponse.text(Transaction.fromRaw(hex.decode(await request.text()), { allowUnknownOutputs: true }).id)
      }),
    )
    const { connector } = await connected(signTransactionFeature, { '000000000933ea01ad0ee984209779ba': own })
    await connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '70000' } })
    expect(asked.sort()).toEqual([`/testnet/api/address/${SENDER}/utxo`, '/testnet/api/tx', '/testnet/api/v1/fees/recommended'])
    expect(broadcasts).toEqual([])
  })

  it('lets a wallet with bitcoin:signAndSendTransaction send it itself', async () => {
    const { connector, calls } = await connected({
      ...signTransactionFeature,
      'bitcoin:signAndSendTransaction': { signAndSendTransaction: async () => [{ txId: 'cd'.repeat(32) }] },
    })
    await expect(connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: 1000 } })).resolves.toEqual({ txid: 'cd'.repeat(32) })
    expect(broadcasts).toEqual([])
    const input = calls.at(-1)?.input as SignInput
    expect(calls.at(-1)?.feature).toBe('bitcoin:signAndSendTransaction')
    // 1000 sats: the larger UTXO alone pays it.
    expect(Transaction.fromPSBT(input.psbt).inputsLength).toBe(1)
    expect(Transaction.fromPSBT(input.psbt).getOutput(0).amount).toBe(1000n)
  })

  it('writes a memo as an OP_RETURN output of 0 sats, and refuses one over 80 bytes', async () => {
    const { connector } = await connected(signTransactionFeature)
    await connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '1000', memo: 'thanks for lunch ☕' } })
    const tx = Transaction.fromRaw(hex.decode(broadcasts[0] ?? ''), { allowUnknownOutputs: true })
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    expect(outputs[0]?.amount).toBe(1000n)
    const memoOutput = outputs.find((output) => output.amount === 0n)
    expect(Script.decode(memoOutput?.script ?? new Uint8Array())).toEqual(['RETURN', new TextEncoder().encode('thanks for lunch ☕')])
    await expect(connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '1000', memo: 'é'.repeat(41) } })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('at most 80 bytes') })
    expect(broadcasts).toHaveLength(1)
  })

  it('says what is wrong: too little money, a bad amount, an account not connected, a wallet that cannot sign', async () => {
    const { connector } = await connected(signTransactionFeature)
    await expect(connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '90000' } })).rejects.toThrow(/Insufficient funds/)
    await expect(connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '-5' } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: 'not-an-address', amount: '1000' } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'sendTransfer', params: { account: RECIPIENT, recipientAddress: SENDER, amount: '1000' } })).rejects.toMatchObject({ code: 4100 })
    const { connector: unable } = await connected({})
    await expect(unable.request({ method: 'sendTransfer', params: { account: SENDER, recipientAddress: RECIPIENT, amount: '1000' } })).rejects.toMatchObject({ code: 4200 })
    expect(broadcasts).toEqual([])
  })
})

describe('bip122 signPsbt through a Wallet Standard wallet', () => {
  function unsignedPsbt() {
    const tx = new Transaction()
    tx.addInput({ txid: 'aa'.repeat(32), index: 1, witnessUtxo: { script: p2wpkh(PUBLIC_KEY, TEST_NETWORK).script, amount: 60_000n } })
    tx.addOutputAddress(RECIPIENT, 59_000n, TEST_NETWORK)
    return btoa(String.fromCharCode(...tx.toPSBT()))
  }

  it('has the wallet sign the inputs named, and answers the PSBT base64 with a signature by the key', async () => {
    const { connector, calls } = await connected(signTransactionFeature)
    const answer = (await connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: SENDER, index: 0, sighashTypes: [1] }] } })) as { psbt: string; txid?: string }
    expect(answer.txid).toBeUndefined()
    const signed = Transaction.fromPSBT(Uint8Array.from(atob(answer.psbt), (c) => c.charCodeAt(0)))
    expect(hex.encode(signed.getInput(0).partialSig?.[0]?.[0] ?? new Uint8Array())).toBe(hex.encode(PUBLIC_KEY))
    expect(calls.at(-1)).toMatchObject({ feature: 'bitcoin:signTransaction', input: { chain: 'bitcoin:testnet', inputsToSign: [{ account: { address: SENDER }, signingIndexes: [0], sigHash: 1 }] } })
    expect(broadcasts).toEqual([])
  })

  it('broadcasts the finalized transaction when asked, and answers its txid', async () => {
    const { connector } = await connected(signTransactionFeature)
    const answer = (await connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: SENDER, index: 0 }], broadcast: true } })) as { psbt: string; txid?: string }
    expect(broadcasts).toHaveLength(1)
    expect(Transaction.fromRaw(hex.decode(broadcasts[0] ?? '')).id).toBe(answer.txid)
  })

  it("takes a wallet answering signTransaction's first version (one output, not an array)", async () => {
    const { connector } = await connected({ 'bitcoin:signTransaction': { signTransaction: async (input: unknown) => ({ signedPsbt: signWithKey(input as SignInput) }) } })
    const answer = (await connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: SENDER, index: 0 }] } })) as { psbt: string }
    expect(Transaction.fromPSBT(Uint8Array.from(atob(answer.psbt), (c) => c.charCodeAt(0))).getInput(0).partialSig).toHaveLength(1)
  })

  it("says 'HTTP status code: 400' when the network refuses the broadcast, the node's reason as the cause", async () => {
    server.use(http.post(`${ESPLORA}/tx`, () => HttpResponse.text('sendrawtransaction RPC error: bad-txns-inputs-missingorspent', { status: 400 })))
    const { connector } = await connected(signTransactionFeature)
    const refused = connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: SENDER, index: 0 }], broadcast: true } })
    await expect(refused).rejects.toThrow(new Error('HTTP status code: 400'))
    await expect(refused).rejects.toMatchObject({ cause: 'sendrawtransaction RPC error: bad-txns-inputs-missingorspent' })
  })

  it('refuses a PSBT that is not base64, an input of another address, and a wallet answer of another shape', async () => {
    const { connector } = await connected({ 'bitcoin:signTransaction': { signTransaction: async () => [{ psbt: 'not bytes' }] } })
    await expect(connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: '***', signInputs: [] } })).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: RECIPIENT, index: 0 }] } })).rejects.toMatchObject({ code: 4100 })
    await expect(connector.request({ method: 'signPsbt', params: { account: SENDER, psbt: unsignedPsbt(), signInputs: [{ address: SENDER, index: 0 }] } })).rejects.toThrow('Fake Bitcoin answered signPsbt with')
  })
})
