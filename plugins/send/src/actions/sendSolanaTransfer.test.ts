import type { TokenBalance } from '@portico/contracts'
import { TEST_SOLANA_NETWORK } from '@portico/contracts/testing'
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getStructDecoder, getTransactionDecoder, getU32Decoder, getU64Decoder } from '@solana/kit'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { draftHost } from '../testing'
import { buildSolanaTransfer, SYSTEM_PROGRAM_ADDRESS } from './buildSolanaTransfer'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './buildSplTransfer'
import { sendDraft } from '../views/WalletSendPreview/sendDraft'

const from = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'
const RPC = 'https://api.devnet.solana.com/'
const devnet = TEST_SOLANA_NETWORK
const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: devnet.caipNetworkId, price: 150, quantity: { decimals: '9', numeric: '5' }, iconUrl: '' }

/** Reads back a base64 wire transaction: signer slots, fee payer, blockhash and the transfer. */
function decodeTransfer(base64: string) {
  const { messageBytes, signatures } = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  const [instruction] = message.instructions
  if (!instruction) throw new Error('no instruction')
  const keys = message.staticAccounts
  const data = getStructDecoder([
    ['instruction', getU32Decoder()],
    ['lamports', getU64Decoder()],
  ]).decode(instruction.data ?? new Uint8Array())
  return {
    signers: Object.keys(signatures),
    feePayer: keys[0],
    blockhash: message.lifetimeToken,
    program: keys[instruction.programAddressIndex],
    accounts: (instruction.accountIndices ?? []).map((i) => keys[i]),
    data,
    dataLength: instruction.data?.length,
  }
}

describe('buildSolanaTransfer', () => {
  it('builds an unsigned System Program transfer paid by the sender', () => {
    const wire = buildSolanaTransfer({ kind: 'solana-native', from, to, lamports: 1_500_000_000n }, { blockhash: BLOCKHASH, lastValidBlockHeight: 100n })
    expect(decodeTransfer(wire)).toEqual({
      signers: [from],
      feePayer: from,
      blockhash: BLOCKHASH,
      program: SYSTEM_PROGRAM_ADDRESS,
      accounts: [from, to],
      data: { instruction: 2, lamports: 1_500_000_000n },
      dataLength: 12,
    })
  })
})

describe('sendDraft on solana', () => {
  const rpcCalls: string[] = []
  const server = setupServer(
    http.post(RPC, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string }
      rpcCalls.push(body.method)
      if (body.method !== 'getLatestBlockhash') return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } })
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } } })
    }),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    rpcCalls.length = 0
  })
  afterAll(() => server.close())

  const setup = (answer: (method: string) => Promise<unknown>) => {
    const test = draftHost(answer, { token: sol, amount: '0.25', to }, { status: 'connected', address: from, caipAddress: `${devnet.caipNetworkId}:${from}` })
    test.host.store.set(test.network, devnet)
    return test
  }

  it('reads a blockhash, asks the connector to sign and send the transfer, and returns the signature', async () => {
    const { host, atoms, calls, toasts } = setup(async (method) => (method === 'solana_signAndSendTransaction' ? { signature: '5sig' } : Promise.reject(new Error('no'))))
    expect(await sendDraft(host, atoms)).toBe('5sig')
    expect(rpcCalls).toEqual(['getLatestBlockhash'])
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.method).toBe('solana_signAndSendTransaction')
    const params = call?.params as { transaction: string; pubkey: string }
    expect(params.pubkey).toBe(from)
    expect(decodeTransfer(params.transaction)).toMatchObject({ feePayer: from, blockhash: BLOCKHASH, accounts: [from, to], data: { instruction: 2, lamports: 250_000_000n } })
    expect(toasts).toEqual([{ message: 'Transaction started', variant: 'success' }])
    expect(host.store.get(atoms.token)).toBeUndefined()
  })

  it('keeps the draft when the wallet rejects', async () => {
    const { host, atoms, toasts } = setup(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    expect(await sendDraft(host, atoms)).toBeUndefined()
    expect(toasts).toEqual([{ message: 'Failed to send transaction. Please try again.', variant: 'error' }])
    expect(host.store.get(atoms.receiverAddress)).toBe(to)
  })

  it('sends an SPL token: the connector signs the TransferChecked from the sender', async () => {
    const { host, atoms, calls, toasts } = setup(async (method) => (method === 'solana_signAndSendTransaction' ? { signature: '5spl' } : Promise.reject(new Error('no'))))
    host.store.set(atoms.token, { ...sol, symbol: 'USDC', address: `${devnet.caipNetworkId}:${USDC}`, quantity: { decimals: '6', numeric: '5' } })
    expect(await sendDraft(host, atoms)).toBe('5spl')
    expect(rpcCalls).toEqual(['getLatestBlockhash'])
    const [call] = calls
    expect(call?.method).toBe('solana_signAndSendTransaction')
    const params = call?.params as { transaction: string; pubkey: string }
    expect(params.pubkey).toBe(from)
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(params.transaction))
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    const programs = message.instructions.map((i) => message.staticAccounts[i.programAddressIndex])
    expect(programs).toEqual([ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS])
    // TransferChecked: 12, 250_000 (0.25 at 6 decimals) u64 LE, 6.
    expect(Array.from(message.instructions[1]?.data ?? [])).toEqual([12, 0x90, 0xd0, 0x03, 0, 0, 0, 0, 0, 6])
    expect(toasts).toEqual([{ message: 'Transaction started', variant: 'success' }])
  })
})
