import * as z from 'zod/mini'
import { frameUrlSchema } from './frameFields'

/**
 * What the secure site's sign-in popup posts to its opener (the dapp page) when the provider sent
 * the user back: `{ resultUri }` alone, no envelope type (as the hosted secure site posts it and
 * AppKit reads it). `resultUri` is the callback URL as the provider sent the user to it (with
 * `code` and `state`, or `error`). The page takes it only from the popup it opened and the secure
 * site's origin, then sends it to the frame as CONNECT_SOCIAL's `uri`.
 */
export const socialResultMessageSchema = z.object({ resultUri: frameUrlSchema })
export type SocialResultMessage = z.infer<typeof socialResultMessageSchema>

/** The message a secure site's callback page posts: `opener.postMessage(socialResult(location.href), dappOrigin)`. */
export const socialResult = (resultUri: string): SocialResultMessage => socialResultMessageSchema.parse({ resultUri })

/**
 * The provider's error in a result URI (`error=access_denied`), or undefined when it carries none.
 * @example socialResultError('https://secure.example/oauth/callback?error=access_denied') // 'access_denied'
 */
export function socialResultError(resultUri: string): string | undefined {
  const url = URL.canParse(resultUri) ? new URL(resultUri) : undefined
  const error = url?.searchParams.get('error') ?? undefined
  if (!error) return undefined
  return url?.searchParams.get('error_description') ?? error
}
