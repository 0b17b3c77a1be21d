import * as z from 'zod/mini'

/** The sign-in message fields of SPEC section 3 (EIP-4361 / CAIP-122 data). */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string().check(z.minLength(1)),
  /** CAIP-2 network id the session is bound to. */
  chainId: z.string().check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  version: z.literal('1'),
  nonce: z.string().check(z.minLength(8)),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  statement: z.optional(z.string()),
})
export type SiwxMessageData = z.infer<typeof siwxMessageDataSchema>

/** A sign-in session (SPEC section 3): data, message, signature. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string().check(z.minLength(1)),
  signature: z.string().check(z.minLength(1)),
})
export type SiwxSession = z.infer<typeof siwxSessionSchema>

/** A message to sign: its fields and its text. */
export interface SiwxMessage {
  data: SiwxMessageData
  text: string
}
