import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalRelay, type LocalRelay } from './localRelay'

// The test relay's own protocol checks, with raw WebSocket clients (no SDK): what the browser
// tests rely on when the dapp and the WalletKit peer talk through it.

const base64url = (value: string) => Buffer.from(value).toString('base64url')
const auth = (client: string) => [base64url('{"alg":"EdDSA"}'), base64url(JSON.stringify({ iss: `did:key:${client}` })), base64url('sig')].join('.')

interface Frame {
  id: number
  method?: string
  result?: unknown
  error?: { code: number }
  params?: { id: string; data: { topic: string; message: string } }
}

async function connect(relay: LocalRelay, client: string) {
  const socket = new WebSocket(`${relay.url}/?auth=${auth(client)}&projectId=p`)
  const frames: Frame[] = []
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame))
  await new Promise((resolve) => socket.once('open', resolve))
  let nextId = 1
  const request = async (method: string, params: unknown) => {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    await expect.poll(() => frames.some((f) => f.id === id && !f.method)).toBe(true)
    return frames.find((f) => f.id === id && !f.method)
  }
  const deliveries = () => frames.filter((f) => f.method === 'irn_subscription')
  const ack = (frame: Frame) => socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  return { socket, request, deliveries, ack }
}

let relay: LocalRelay
beforeAll(async () => {
  relay = await startLocalRelay()
})
afterAll(async () => {
  await relay.close()
})

describe('local WalletConnect relay', () => {
  it('keeps a message for a later subscriber, never echoes it to its publisher, and stops after the ack', async () => {
    const dapp = await connect(relay, 'dapp')
    const wallet = await connect(relay, 'wallet')
    await dapp.request('irn_subscribe', { topic: 't1' })
    expect((await dapp.request('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 1100 }))?.result).toBe(true)

    expect(typeof (await wallet.request('irn_subscribe', { topic: 't1' }))?.result).toBe('string')
    await expect.poll(() => wallet.deliveries().map((f) => f.params?.data.message)).toEqual(['hello'])
    expect(dapp.deliveries()).toEqual([])

    const [delivered] = wallet.deliveries()
    if (delivered) wallet.ack(delivered)
    // A round trip on the same socket: the relay has read the ack before it answers.
    await wallet.request('irn_unsubscribe', { topic: 't1', id: 'x' })
    const again = await connect(relay, 'wallet')
    await again.request('irn_batchSubscribe', { topics: ['t1'] })
    expect((await again.request('irn_batchFetchMessages', { topics: ['t1'] }))?.result).toEqual({ messages: [], hasMore: false })
    expect(again.deliveries()).toEqual([])
    for (const client of [dapp, wallet, again]) client.socket.close()
  })

  it('subscribes the proposer to the pairing topic and routes the approval to both topics', async () => {
    const dapp = await connect(relay, 'dapp2')
    const wallet = await connect(relay, 'wallet2')
    await dapp.request('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal', ttl: 300 })
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    await expect.poll(() => wallet.deliveries().map((f) => f.params?.data.message)).toEqual(['proposal'])

    await wallet.request('wc_approveSession', { pairingTopic: 'pairing', sessionTopic: 'session', sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 })
    await dapp.request('irn_subscribe', { topic: 'session' })
    await expect.poll(() => dapp.deliveries().map((f) => `${f.params?.data.topic}:${f.params?.data.message}`).sort()).toEqual(['pairing:response', 'session:settle'])
    dapp.socket.close()
    wallet.socket.close()
  })

  it('answers an unknown method, and a request it cannot read, with -32601', async () => {
    const client = await connect(relay, 'other')
    expect((await client.request('irn_nope', {}))?.error?.code).toBe(-32601)
    expect((await client.request('irn_publish', { topic: 't' }))?.error?.code).toBe(-32601)
    client.socket.close()
  })
})
