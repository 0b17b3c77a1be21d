import { z } from 'zod'

const isoDate = z.iso.datetime({ offset: true })
const hexSchema = z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value), 'Expected 0x hex')

/** SIWE's nonce: at least 8 alphanumerics. */
export const siweNonceSchema = z.string().regex(/^[A-Za-z0-9]{8,128}$/, 'nonce must be 8 to 128 letters or digits')

/** POST /v1/channel, as auth-client's createChannel sends it: what the message to sign will say. */
export const createChannelBodySchema = z.strictObject({
  siweUri: z.url().max(2_048),
  /** An authority (host[:port]), as SIWE's domain. */
  domain: z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'domain must be a host[:port]'),
  nonce: siweNonceSchema.optional(),
  notBefore: isoDate.optional(),
  expirationTime: isoDate.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().max(2_048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
export type CreateChannelBody = z.infer<typeof createChannelBodySchema>

/** What the message must say, kept with the channel and put in its link. */
export type SignatureParams = Omit<CreateChannelBody, 'acceptAuthAddress' | 'nonce'> & { nonce: string }

export const createChannelReplySchema = z.object({ channelToken: z.string().min(1), url: z.url(), nonce: siweNonceSchema })
export type CreateChannelReply = z.infer<typeof createChannelReplySchema>

/** POST /v1/channel/authenticate: the Farcaster app's signed message and the user it signed as. */
export const authenticateBodySchema = z.strictObject({
  message: z.string().min(1).max(4_096),
  signature: hexSchema,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(1_024).optional(),
  displayName: z.string().max(128).optional(),
  pfpUrl: z.url().max(2_048).optional(),
})
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>

/** GET /v1/channel/status: 202 with state pending, then once 200 with state completed and the signed message. */
export const channelStatusSchema = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.string(),
  url: z.string(),
  message: z.string().optional(),
  signature: hexSchema.optional(),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive().optional(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  custody: hexSchema.optional(),
})
export type ChannelStatus = z.infer<typeof channelStatusSchema>

/** A completed status, as the secure site needs it to open a session. */
export const completedChannelSchema = channelStatusSchema.extend({
  state: z.literal('completed'),
  message: z.string().min(1),
  signature: hexSchema,
  fid: z.number().int().positive(),
})
export type CompletedChannel = z.infer<typeof completedChannelSchema>

export const relayErrorReplySchema = z.object({ error: z.string() })
