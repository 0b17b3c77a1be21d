// @vitest-environment jsdom
import { frameReady, frameUserStep } from '@portico/frame-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessageHandler } from './frameMessageHandler'

const ORIGIN = 'https://secure.example'

function handlerFor() {
  const iframe = document.createElement('iframe')
  document.body.appendChild(iframe)
  const calls = { onReady: vi.fn(), onUserStep: vi.fn(), onEvent: vi.fn(), onReply: vi.fn() }
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const handle = createFrameMessageHandler({ iframe, origin: ORIGIN, log, ...calls })
  const deliver = (data: unknown, origin = ORIGIN, source: Window | null = iframe.contentWindow) => handle(new MessageEvent('message', { data, origin, source }))
  return { calls, log, deliver }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createFrameMessageHandler', () => {
  it('routes READY and user steps to their callbacks and to the event listeners', () => {
    const { calls, deliver } = handlerFor()
    deliver(frameReady('1.0.0'))
    deliver(frameUserStep(true))
    expect(calls.onReady).toHaveBeenCalledTimes(1)
    expect(calls.onUserStep).toHaveBeenCalledWith(true)
    expect(calls.onEvent).toHaveBeenCalledTimes(2)
    expect(calls.onReply).not.toHaveBeenCalled()
  })

  it('routes a reply to onReply only', () => {
    const { calls, deliver } = handlerFor()
    deliver({ id: 'r1', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } })
    expect(calls.onReply).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }))
    expect(calls.onEvent).not.toHaveBeenCalled()
  })

  it('drops and logs messages from another origin, and malformed ones', () => {
    const { calls, log, deliver } = handlerFor()
    deliver(frameReady('1.0.0'), 'https://evil.example')
    deliver({ id: 'r1', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } })
    expect(calls.onReady).not.toHaveBeenCalled()
    expect(calls.onReply).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'))
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('malformed'))
  })
})
