import { FRAME_REQUEST_TYPES, frameRequest, frameSuccess, type FrameRequestMessage } from '@portico/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import { announceReady, listenForFrameRequests, type MessageTarget } from './listenForFrameRequests'

const DAPP = 'http://127.0.0.1:5173'
const OTHER = 'https://evil.example'

function setup() {
  let listener: ((event: MessageEvent) => void) | undefined
  const target: MessageTarget = {
    addEventListener: (_type, added) => void (listener = added),
    removeEventListener: () => void (listener = undefined),
  }
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() }
  const stranger = { postMessage: vi.fn() }
  const handled: FrameRequestMessage[] = []
  const stop = listenForFrameRequests({
    target,
    parent,
    allowedOrigins: [DAPP],
    handle: async (request) => {
      handled.push(request)
      return frameSuccess(request as FrameRequestMessage<'IS_CONNECTED'>, { isConnected: false })
    },
  })
  const send = async (data: unknown, origin: string, source: unknown = parent) => {
    listener?.({ data, origin, source } as MessageEvent)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { parent, stranger, handled, send, stop, listening: () => listener !== undefined }
}

const isConnected = frameRequest(FRAME_REQUEST_TYPES.IS_CONNECTED, undefined, 'r1')

describe('listenForFrameRequests', () => {
  it('handles a request from the parent on an allowed origin and replies to that origin only', async () => {
    const { parent, handled, send } = setup()
    await send(isConnected, DAPP)
    expect(handled).toEqual([isConnected])
    expect(parent.postMessage).toHaveBeenCalledWith({ id: 'r1', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } }, DAPP)
  })

  it('drops what does not come from the parent window, whatever its origin', async () => {
    const { parent, stranger, handled, send } = setup()
    await send(isConnected, DAPP, stranger)
    await send(isConnected, DAPP, null)
    expect(handled).toEqual([])
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(stranger.postMessage).not.toHaveBeenCalled()
  })

  it("answers a parent on an origin off the allow-list with 'Origin not allowed', and never acts on it", async () => {
    const { parent, handled, send } = setup()
    const signOut = frameRequest(FRAME_REQUEST_TYPES.SIGN_OUT, undefined, 'r2')
    await send(signOut, OTHER)
    expect(handled).toEqual([])
    expect(parent.postMessage).toHaveBeenCalledWith({ id: 'r2', type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'Origin not allowed' } }, OTHER)
  })

  it('drops garbage, page-bound types and bad payloads without a reply', async () => {
    const { parent, handled, send } = setup()
    for (const data of [null, 'hello', { type: '@w3m-frame/READY', payload: { version: '4' } }, { id: 'x', type: '@w3m-app/CONNECT_OTP', payload: { otp: '12' } }]) await send(data, DAPP)
    expect(handled).toEqual([])
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('stops listening', () => {
    const { stop, listening } = setup()
    stop()
    expect(listening()).toBe(false)
  })
})

describe('announceReady', () => {
  it("posts READY to the parent's origin, allowed or not", () => {
    const parent = { postMessage: vi.fn() }
    announceReady({ parent, parentOrigin: OTHER, allowedOrigins: [DAPP], version: '4' })
    expect(parent.postMessage.mock.calls).toEqual([[{ type: '@w3m-frame/READY', payload: { version: '4' } }, OTHER]])
  })

  it('posts READY to each allowed origin when the parent origin is unknown (the browser delivers only the matching one)', () => {
    const parent = { postMessage: vi.fn() }
    announceReady({ parent, parentOrigin: undefined, allowedOrigins: [DAPP, 'http://localhost:5173'], version: '4' })
    expect(parent.postMessage.mock.calls.map(([, origin]) => origin)).toEqual([DAPP, 'http://localhost:5173'])
  })
})
