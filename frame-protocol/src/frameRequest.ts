import type * as z from 'zod/mini'
import type { FrameRequestName, FrameRequestType } from './frameEventTypes'
import { FRAME_APP_EVENT_PREFIX } from './frameEventTypes'
import type { FrameRequestMessage } from './frameMessage'
import { frameRequestSchemas } from './frameRequestSchemas'

/** What frameRequest takes as the payload of request N. */
export type FrameRequestPayloadInput<N extends FrameRequestName> = z.input<(typeof frameRequestSchemas)[N]['request']>

/**
 * A request to post to the frame, its payload checked by its schema (throws an Error with the
 * first issue's message on an invalid one: an email in a wrong format).
 * The id pairs the frame's reply with it; the caller makes it unique.
 * @example frameRequest('@w3m-app/CONNECT_EMAIL', { email: 'a@b.example' }, crypto.randomUUID())
 */
export function frameRequest<N extends FrameRequestName>(type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>, id: string): FrameRequestMessage<N> & { id: string } {
  const name = type.slice(FRAME_APP_EVENT_PREFIX.length) as N
  const schema: z.ZodMiniType = frameRequestSchemas[name].request
  const parsed = schema.safeParse(payload)
  // The first issue's message, not zod's JSON of every issue: it reaches the user and the dapp.
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid request', { cause: parsed.error })
  return { id, type, payload: parsed.data } as FrameRequestMessage<N> & { id: string }
}
