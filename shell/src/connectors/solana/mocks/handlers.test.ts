import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAddressEncoder, getProgramDerivedAddress, address as toAddress } from '@solana/kit'
import { createSolanaRpcHandlers, tokenBalanceKey } from './handlers'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, associatedTokenAddress, TOKEN_PROGRAM_ADDRESS } from './wireTransaction'

const url = 'https://api.devnet.solana.com'
const secret = new Uint8Array(32).fill(9)
const signer = ed25519.getPublicKey(secret)
const owner = base58.encode(signer)
const server = setupServer(...createSolanaRpcHandlers({ url, balances: { [owner]: 5n } }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const rpc = async (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: number } } }
}
const call = (method: string, params?: unknown[]) => rpc({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) })

/** A legacy transaction: one signer, one more account, the message signed or tampered with. */
function transaction(tamper = false) {
  const message = Uint8Array.of(1, 0, 1, 2, ...signer, ...new Uint8Array(32), ...new Uint8Array(32).fill(3), 0)
  const signature = ed25519.sign(message, secret)
  if (tamper) message[message.length - 1] = 1
  return Uint8Array.of(1, ...signature, ...message)
}

describe('Solana RPC mock', () => {
  it('answers getBalance with the funded lamports and a context', async () => {
    const { body } = await call('getBalance', [owner, { commitment: 'confirmed' }])
    expect(body).toEqual({ jsonrpc: '2.0', id: 1, result: { context: { apiVersion: '2.0.0', slot: expect.any(Number) }, value: 5 } })
  })

  it.each([
    ['an unknown commitment', 'getBalance', [owner, { commitment: 'safe' }]],
    ['an unknown config key', 'getBalance', [owner, { commitment: 'confirmed', encoding: 'base64' }]],
    ['a non-Solana address', 'getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['a missing encoding', 'sendTransaction', ['AQ==', {}]],
  ])('rejects %s with -32602', async (_what, method, params) => {
    expect((await call(method, params)).body.error?.code).toBe(-32602)
  })

  it('accepts every preflight commitment of SPEC section 5', async () => {
    for (const commitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) {
      expect((await call('getLatestBlockhash', [{ commitment }])).body.error).toBeUndefined()
    }
  })

  it('rejects a bad envelope (-32600), an unknown method (-32601) and a non-JSON content type', async () => {
    expect((await rpc({ jsonrpc: '1.0', id: 1, method: 'getBalance' })).body.error?.code).toBe(-32600)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [], extra: true })).body.error?.code).toBe(-32600)
    expect((await call('getBlock', [1])).body.error?.code).toBe(-32601)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance' }, { 'content-type': 'text/plain' })).status).toBe(415)
  })

  it('answers batches in order', async () => {
    const { body } = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])
    expect((body as unknown as { id: number }[]).map((entry) => entry.id)).toEqual([1, 2])
  })

  it('accepts a correctly signed transaction, then reports it finalized; refuses a forged one', async () => {
    const good = transaction()
    const sent = await call('sendTransaction', [base64.encode(good), { encoding: 'base64', preflightCommitment: 'confirmed' }])
    expect(sent.body.result).toBe(base58.encode(good.slice(1, 65)))
    const statuses = await call('getSignatureStatuses', [[sent.body.result, base58.encode(new Uint8Array(64))]])
    expect(statuses.body.result).toMatchObject({ value: [{ confirmationStatus: 'finalized', err: null }, null] })

    const forged = await call('sendTransaction', [base58.encode(transaction(true)), { encoding: 'base58' }])
    expect(forged.body.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' })
  })
})

describe('Solana RPC mock ledger', () => {
  const payerSecret = new Uint8Array(32).fill(7)
  const payer = ed25519.getPublicKey(payerSecret)
  const receiver = new Uint8Array(32).fill(4)
  const system = new Uint8Array(32)
  /** A legacy transfer of `lamports` from payer to receiver, signed. */
  const transfer = (lamports: bigint) => {
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, lamports, true)
    const message = Uint8Array.of(1, 0, 1, 3, ...payer, ...receiver, ...system, ...new Uint8Array(32).fill(3), 1, 2, 2, 0, 1, 12, ...data)
    return Uint8Array.of(1, ...ed25519.sign(message, payerSecret), ...message)
  }
  const ledgerUrl = 'https://ledger.solana.test'
  const ledger = new Map<string, bigint>()
  const seen: unknown[] = []
  const ledgerServer = setupServer(
    ...createSolanaRpcHandlers({ url: ledgerUrl, balances: { [base58.encode(payer)]: 1_000_000n }, ledger, onTransaction: (t) => seen.push(t) }),
  )
  beforeAll(() => {
    server.close()
    ledgerServer.listen({ onUnhandledRequest: 'error' })
  })
  afterAll(() => ledgerServer.close())
  const send = async (bytes: Uint8Array) => {
    const response = await fetch(ledgerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(bytes), { encoding: 'base64' }] }),
    })
    return (await response.json()) as { result?: string; error?: { code: number } }
  }

  it('moves the transfer and the fee, once, and reports the transaction', async () => {
    const bytes = transfer(250_000n)
    const answer = await send(bytes)
    expect(answer.result).toBe(base58.encode(bytes.slice(1, 65)))
    expect(await send(bytes)).toEqual(answer)
    expect(ledger.get(base58.encode(payer))).toBe(1_000_000n - 250_000n - 5000n)
    expect(ledger.get(base58.encode(receiver))).toBe(250_000n)
    expect(seen).toEqual([{ signature: answer.result, feePayer: base58.encode(payer), fee: 5000n, transfers: [{ from: base58.encode(payer), to: base58.encode(receiver), lamports: 250_000n }], tokenTransfers: [] }])
  })

  it('refuses a transfer beyond the balance (-32002) and changes nothing', async () => {
    const before = new Map(ledger)
    expect((await send(transfer(10n ** 12n))).error?.code).toBe(-32002)
    expect(ledger).toEqual(before)
  })
})

describe('Solana RPC mock SPL tokens', () => {
  const payerSecret = new Uint8Array(32).fill(5)
  const payer = ed25519.getPublicKey(payerSecret)
  const receiver = new Uint8Array(32).fill(6)
  const mint = new Uint8Array(32).fill(8)
  const [payer58, receiver58, mint58] = [payer, receiver, mint].map((key) => base58.encode(key)) as [string, string, string]
  const ata = (owner: Uint8Array) => associatedTokenAddress(owner, mint, (a) => base58.decode(a))
  const key = (a: string) => base58.decode(a)
  /** A legacy transaction: create the receiver's account (idempotent), then TransferChecked `amount` with `decimals`. */
  const transferChecked = (amount: bigint, decimals = 6) => {
    const data = new Uint8Array(10)
    const view = new DataView(data.buffer)
    view.setUint8(0, 12)
    view.setBigUint64(1, amount, true)
    view.setUint8(9, decimals)
    const keys = [payer, ata(payer), ata(receiver), receiver, mint, new Uint8Array(32), key(TOKEN_PROGRAM_ADDRESS), key(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)]
    const message = Uint8Array.of(1, 0, 5, keys.length, ...keys.flatMap((k) => [...k]), ...new Uint8Array(32).fill(3), 2, 7, 6, 0, 2, 3, 4, 5, 6, 1, 1, 6, 4, 1, 4, 2, 0, 10, ...data)
    return Uint8Array.of(1, ...ed25519.sign(message, payerSecret), ...message)
  }
  const tokenUrl = 'https://tokens.solana.test'
  const tokenLedger = new Map([[tokenBalanceKey(payer58, mint58), 100_000_000n]])
  const seen: unknown[] = []
  const tokenServer = setupServer(
    ...createSolanaRpcHandlers({ url: tokenUrl, balances: { [payer58]: 1_000_000n }, mints: { [mint58]: 6 }, tokenLedger, onTransaction: (t) => seen.push(t) }),
  )
  beforeAll(() => tokenServer.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => tokenServer.close())
  const send = async (bytes: Uint8Array) => {
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(bytes), { encoding: 'base64' }] }),
    })
    return (await response.json()) as { result?: string; error?: { code: number; message: string } }
  }

  it('derives associated token accounts as @solana/kit does', async () => {
    const encoder = getAddressEncoder()
    const [expected] = await getProgramDerivedAddress({
      programAddress: toAddress(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
      seeds: [encoder.encode(toAddress(payer58)), encoder.encode(toAddress(TOKEN_PROGRAM_ADDRESS)), encoder.encode(toAddress(mint58))],
    })
    expect(base58.encode(ata(payer))).toBe(expected)
  })

  it('creates the receiver account and moves the tokens between owners', async () => {
    const bytes = transferChecked(1_500_000n)
    const answer = await send(bytes)
    expect(answer.error).toBeUndefined()
    expect(tokenLedger.get(tokenBalanceKey(payer58, mint58))).toBe(98_500_000n)
    expect(tokenLedger.get(tokenBalanceKey(receiver58, mint58))).toBe(1_500_000n)
    expect(seen).toEqual([{ signature: answer.result, feePayer: payer58, fee: 5000n, transfers: [], tokenTransfers: [{ from: payer58, to: receiver58, mint: mint58, amount: 1_500_000n }] }])
    // Idempotent create: a second transfer to the now existing account lands too.
    expect((await send(transferChecked(500_000n))).error).toBeUndefined()
    expect(tokenLedger.get(tokenBalanceKey(receiver58, mint58))).toBe(2_000_000n)
  })

  it('refuses wrong decimals or more than the balance (-32002) and changes nothing', async () => {
    const before = new Map(tokenLedger)
    expect((await send(transferChecked(1n, 9))).error?.code).toBe(-32002)
    expect((await send(transferChecked(10n ** 12n))).error?.code).toBe(-32002)
    expect(tokenLedger).toEqual(before)
  })
})
