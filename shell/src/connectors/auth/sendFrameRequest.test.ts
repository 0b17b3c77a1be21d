import { frameError, frameRequest, frameSuccess, type FrameMessage } from '@portico/frame-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'
import { createPausableTimeouts } from './pausableTimeouts'
import { sendFrameRequest } from './sendFrameRequest'
import type { FrameRequestOptions } from './sendFrameRequest'

const ORIGIN = 'https://secure.example'

function send(options: FrameRequestOptions = {}) {
  const message = frameRequest<'IS_CONNECTED'>('@w3m-app/IS_CONNECTED', undefined, 'id-1')
  const postMessage = vi.fn()
  const replyListeners = new Set<(reply: FrameMessage) => void>()
  const answer = sendFrameRequest({ name: 'IS_CONNECTED', message, target: { postMessage } as unknown as Window, origin: ORIGIN, replyListeners, timeouts: createPausableTimeouts(), options })
  const reply = (data: FrameMessage) => [...replyListeners].forEach((listener) => listener(data))
  return { message, postMessage, replyListeners, answer, reply }
}

afterEach(() => vi.useRealTimers())

describe('sendFrameRequest', () => {
  it('posts to the origin and resolves with the success payload of the same id', async () => {
    const { message, postMessage, replyListeners, answer, reply } = send()
    expect(postMessage).toHaveBeenCalledWith(message, ORIGIN)
    reply(frameSuccess({ ...message, id: 'other' }, { isConnected: true }))
    reply(frameSuccess(message, { isConnected: false }))
    await expect(answer).resolves.toEqual({ isConnected: false })
    expect(replyListeners.size).toBe(0)
  })

  it('rejects an error reply with its message, or the generic one when empty', async () => {
    const first = send()
    first.reply(frameError(first.message, { message: 'nope', code: 4001 }))
    await expect(first.answer).rejects.toEqual(new FrameReplyError('nope', 4001))
    const second = send()
    second.reply(frameError(second.message, { message: '' }))
    await expect(second.answer).rejects.toThrow('An error occurred')
  })

  it('times out, and an aborted signal rejects with its reason', async () => {
    vi.useFakeTimers()
    const timed = send({ timeoutMs: 100 })
    const settled = timed.answer.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled).toBeInstanceOf(FrameTimeoutError)
    const controller = new AbortController()
    controller.abort(new Error('left'))
    await expect(send({ signal: controller.signal }).answer).rejects.toThrow('left')
  })
})
