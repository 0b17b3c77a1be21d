import * as z from 'zod/mini'

// The relay's JSON-RPC as the 2.25 WalletConnect clients speak it (node_modules/@walletconnect/core:
// publisher.ts, subscriber.ts, relayer.ts; sign-client engine.ts for wc_proposeSession and
// wc_approveSession). Every frame a client sends is parsed with these before it is acted on.

const publishParams = z.looseObject({
  topic: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  ttl: z.number(),
  tag: z.optional(z.number()),
  prompt: z.optional(z.boolean()),
  attestation: z.optional(z.string()),
})
const unsubscribeParams = z.object({ topic: z.string(), id: z.string() })
const rpcId = z.union([z.number(), z.string()])

export const relayRequestSchema = z.discriminatedUnion('method', [
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_subscribe'), params: z.object({ topic: z.string().check(z.minLength(1)) }) }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_batchSubscribe'), params: z.object({ topics: z.array(z.string()) }) }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_unsubscribe'), params: unsubscribeParams }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_batchUnsubscribe'), params: z.object({ subscriptions: z.array(unsubscribeParams) }) }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_publish'), params: publishParams }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_batchPublish'), params: z.object({ messages: z.array(publishParams) }) }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), method: z.literal('irn_batchFetchMessages'), params: z.object({ topics: z.array(z.string()) }) }),
  // The dapp's proposal: the relay keeps it on the pairing topic and subscribes the dapp there.
  z.object({
    id: rpcId,
    jsonrpc: z.literal('2.0'),
    method: z.literal('wc_proposeSession'),
    params: z.looseObject({ pairingTopic: z.string().check(z.minLength(1)), sessionProposal: z.string().check(z.minLength(1)), ttl: z.number(), attestation: z.optional(z.string()) }),
  }),
  // The wallet's approval: the answer goes out on the pairing topic, the settlement on the session topic.
  z.object({
    id: rpcId,
    jsonrpc: z.literal('2.0'),
    method: z.literal('wc_approveSession'),
    params: z.looseObject({
      sessionTopic: z.string().check(z.minLength(1)),
      pairingTopic: z.string().check(z.minLength(1)),
      sessionProposalResponse: z.string().check(z.minLength(1)),
      sessionSettlementRequest: z.string().check(z.minLength(1)),
      ttl: z.number(),
    }),
  }),
])
export type RelayRequest = z.infer<typeof relayRequestSchema>

/** A client's answer to an irn_subscription: the message was taken. */
export const relayAckSchema = z.object({ id: rpcId, jsonrpc: z.literal('2.0'), result: z.literal(true) })

/** Any JSON-RPC request, to answer an unknown method with -32601. */
export const anyRequestSchema = z.object({ id: rpcId, method: z.string() })

/** The auth JWT on the relay URL: its issuer (did:key) names the client. Its signature is not checked. */
export const relayAuthPayloadSchema = z.object({ iss: z.string().check(z.minLength(1)) })
