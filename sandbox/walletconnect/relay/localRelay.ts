import { createHash, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { anyRequestSchema, relayAckSchema, relayAuthPayloadSchema, relayRequestSchema, type RelayRequest } from './relayProtocol'

/** How often the relay pings; Node clients drop a connection silent for 35 s (relayer.ts). */
const PING_INTERVAL_MS = 10_000

interface StoredMessage {
  key: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: string | undefined
  /** The client that published it: it never gets its own message back. */
  from: string
  /** Clients that acknowledged it: a message is delivered to each client once. */
  acked: Set<string>
}

interface Client {
  id: string
  socket: WebSocket
  /** topic -> subscription id */
  topics: Map<string, string>
}

export interface LocalRelay {
  /** `ws://127.0.0.1:PORT`, for the dapp's `walletConnectRelayUrl` and the wallet peer. */
  url: string
  /** Every method the clients called, in order (what the test can assert the clients used). */
  methods: string[]
  close: () => Promise<void>
}

/** The client id is the auth JWT's issuer; a client without one gets a connection-scoped id. */
function clientIdOf(requestUrl: string | undefined): string {
  const auth = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (payload) {
    const parsed = relayAuthPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    if (parsed.success) return parsed.data.iss
  }
  return `anonymous:${randomUUID()}`
}

/**
 * A WalletConnect relay on 127.0.0.1, for `npm start` and the browser tests: the irn_* JSON-RPC
 * over WebSocket with a mailbox per topic (a message waits, until its ttl, for each subscriber that
 * has not acknowledged it) and the two pairing shortcuts the 2.25 clients use (wc_proposeSession,
 * wc_approveSession). Port 0, the default, picks a free port.
 */
export async function startLocalRelay({ port = 0 }: { port?: number } = {}): Promise<LocalRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const clients = new Set<Client>()
  const mailbox = new Map<string, StoredMessage[]>()
  /** irn_subscription request id -> the message and client it delivered to. */
  const inFlight = new Map<string, { message: StoredMessage; client: string }>()
  const methods: string[] = []
  let nextDelivery = 0

  const subscriptionId = (client: Client, topic: string) => createHash('sha256').update(`${topic}${client.id}`).digest('hex')

  const deliver = (client: Client, message: StoredMessage) => {
    const subscription = client.topics.get(message.topic)
    if (!subscription || message.from === client.id || message.acked.has(client.id) || message.expiresAt < Date.now()) return
    // A safe integer (ms * 1000 + a counter), so the id survives JSON both ways.
    const id = Date.now() * 1000 + (nextDelivery++ % 1000)
    inFlight.set(String(id), { message, client: client.id })
    const data = { topic: message.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag, ...(message.attestation ? { attestation: message.attestation } : {}) }
    client.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscription, data } }))
  }

  const subscribe = (client: Client, topic: string) => {
    const id = client.topics.get(topic) ?? subscriptionId(client, topic)
    client.topics.set(topic, id)
    for (const message of mailbox.get(topic) ?? []) deliver(client, message)
    return id
  }

  const publish = (from: Client, params: { topic: string; message: string; ttl: number; tag?: number | undefined; attestation?: string | undefined }) => {
    const stored: StoredMessage = {
      key: createHash('sha256').update(params.message).digest('hex'),
      topic: params.topic,
      message: params.message,
      publishedAt: Date.now(),
      expiresAt: Date.now() + params.ttl * 1000,
      tag: params.tag,
      attestation: params.attestation,
      from: from.id,
      acked: new Set(),
    }
    const messages = (mailbox.get(params.topic) ?? []).filter((m) => m.expiresAt >= Date.now() && m.key !== stored.key)
    mailbox.set(params.topic, [...messages, stored])
    for (const client of clients) deliver(client, stored)
  }

  const handle = (client: Client, request: RelayRequest): unknown => {
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(client, request.params.topic)
      case 'irn_batchSubscribe':
        return request.params.topics.map((topic) => subscribe(client, topic))
      case 'irn_unsubscribe':
        client.topics.delete(request.params.topic)
        return true
      case 'irn_batchUnsubscribe':
        for (const { topic } of request.params.subscriptions) client.topics.delete(topic)
        return true
      case 'irn_publish':
        publish(client, request.params)
        return true
      case 'irn_batchPublish':
        for (const message of request.params.messages) publish(client, message)
        return true
      case 'irn_batchFetchMessages': {
        const messages = request.params.topics.flatMap((topic) =>
          (mailbox.get(topic) ?? [])
            .filter((m) => m.from !== client.id && !m.acked.has(client.id))
            .map((m) => {
              m.acked.add(client.id)
              return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, attestation: m.attestation }
            }),
        )
        return { messages, hasMore: false }
      }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, attestation } = request.params
        subscribe(client, pairingTopic)
        publish(client, { topic: pairingTopic, message: sessionProposal, ttl, attestation, tag: 1100 })
        return true
      }
      case 'wc_approveSession': {
        const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = request.params
        subscribe(client, sessionTopic)
        publish(client, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: 1101 })
        publish(client, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: 1102 })
        return true
      }
    }
  }

  server.on('connection', (socket, request) => {
    const client: Client = { id: clientIdOf(request.url), socket, topics: new Map() }
    clients.add(client)
    socket.on('message', (raw) => {
      let frame: unknown
      try {
        frame = JSON.parse(String(raw))
      } catch {
        socket.send(JSON.stringify({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }))
        return
      }
      const ack = relayAckSchema.safeParse(frame)
      if (ack.success) {
        const delivered = inFlight.get(String(ack.data.id))
        inFlight.delete(String(ack.data.id))
        if (delivered) delivered.message.acked.add(delivered.client)
        return
      }
      const parsed = relayRequestSchema.safeParse(frame)
      if (!parsed.success) {
        const unknown = anyRequestSchema.safeParse(frame)
        if (unknown.success) methods.push(unknown.data.method)
        const error = unknown.success ? { code: -32601, message: `Method not found: ${unknown.data.method}` } : { code: -32600, message: 'Invalid request' }
        socket.send(JSON.stringify({ id: unknown.success ? unknown.data.id : null, jsonrpc: '2.0', error }))
        return
      }
      methods.push(parsed.data.method)
      socket.send(JSON.stringify({ id: parsed.data.id, jsonrpc: '2.0', result: handle(client, parsed.data) }))
    })
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
  })
  const pings = setInterval(() => {
    for (const client of clients) client.socket.ping()
  }, PING_INTERVAL_MS)

  const { port: boundPort } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${boundPort}`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pings)
        for (const client of clients) client.socket.terminate()
        server.close(() => resolve())
      }),
  }
}
