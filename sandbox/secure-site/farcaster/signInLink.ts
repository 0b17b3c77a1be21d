import { z } from 'zod'
import { createChannelBodySchema, siweNonceSchema, type SignatureParams } from '../../../secure-site/src/farcaster/relaySchemas'

/** The path of the sandbox Farcaster app's sign-in page, where a channel's link points. */
export const SIGN_IN_PATH = '/app/siwf'

/** A sign-in link's query (and the approve form's hidden fields): the channel and what the message must say. */
export const signInRequestSchema = createChannelBodySchema.pick({ siweUri: true, domain: true, notBefore: true, expirationTime: true, requestId: true }).extend({
  channelToken: z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'Not a channel token'),
  nonce: siweNonceSchema,
})
export type SignInRequest = z.infer<typeof signInRequestSchema>

/**
 * The link a channel's QR code carries, as Warpcast's `~/siwf` links do: the sandbox Farcaster
 * app's page with the channel token and the signature parameters in the query.
 * @example signInLink('http://127.0.0.1:5182', token, params) // 'http://127.0.0.1:5182/app/siwf?channelToken=...&nonce=...'
 */
export function signInLink(appOrigin: string, channelToken: string, { redirectUrl: _redirect, ...params }: SignatureParams): string {
  const url = new URL(SIGN_IN_PATH, appOrigin)
  url.searchParams.set('channelToken', channelToken)
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') url.searchParams.set(key, value)
  return url.toString()
}

/** The request of a link's query, or undefined when it is not one. */
export function readSignInRequest(searchParams: URLSearchParams): SignInRequest | undefined {
  return signInRequestSchema.safeParse(Object.fromEntries(searchParams)).data
}
