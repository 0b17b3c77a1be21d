import { z } from 'zod'
import { originSchema } from '../secureSiteConfig'
import { base64url, fromBase64url } from './base64url'

/** The longest dapp return URL a state carries; a longer one comes back to the dapp origin's `/`. */
const MAX_RETURN_URL_LENGTH = 2_048

const returnUrlSchema = z
  .string()
  .max(MAX_RETURN_URL_LENGTH)
  .refine((value) => URL.canParse(value) && originSchema.safeParse(new URL(value).origin).success, 'Expected an http(s) URL')

/** What the callback page reads from a state: where the sign-in started, and where to come back to. */
export type SocialStateTarget = { dappOrigin: string; returnUrl: string }

/**
 * The OAuth `state` of a social sign-in: an unguessable id (what the frame matches, against a
 * forged callback) then the dapp's return URL, so the callback page, which may not share the
 * frame's storage (a frame on another site is partitioned), knows where to send the result. The
 * URL is only a hint: the callback page trusts it only on an allowed dapp origin.
 * @example socialState(randomId, 'http://127.0.0.1:5173/') // 'mQ3....aHR0cDovLzEyNy4wLjAuMTo1MTczLw'
 */
export function socialState(id: string, returnUrl: string): string {
  return `${id}.${base64url(new TextEncoder().encode(returnUrlSchema.parse(returnUrl)))}`
}

/**
 * The return URL of a dapp page: its SYNC_DAPP_DATA `metadata.url` when that is on the page's
 * own origin and not too long, else the origin's root.
 * @example dappReturnUrl('http://127.0.0.1:5173', 'http://127.0.0.1:5173/app?x=1') // 'http://127.0.0.1:5173/app?x=1'
 */
export function dappReturnUrl(dappOrigin: string, metadataUrl: string | undefined): string {
  const url = metadataUrl !== undefined && returnUrlSchema.safeParse(metadataUrl).success ? new URL(metadataUrl) : undefined
  return url?.origin === dappOrigin ? url.href : `${dappOrigin}/`
}

/**
 * The dapp origin and return URL a state names, or undefined when it is not a state of socialState.
 * @example readSocialState(socialState(id, 'http://127.0.0.1:5173/')) // { dappOrigin: 'http://127.0.0.1:5173', returnUrl: 'http://127.0.0.1:5173/' }
 */
export function readSocialState(state: string): SocialStateTarget | undefined {
  const [, encoded, ...rest] = state.split('.')
  const bytes = encoded === undefined || rest.length > 0 ? undefined : fromBase64url(encoded)
  if (!bytes) return undefined
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  const returnUrl = returnUrlSchema.safeParse(text)
  return returnUrl.success ? { dappOrigin: new URL(returnUrl.data).origin, returnUrl: returnUrl.data } : undefined
}
