// @vitest-environment jsdom
import { frameError, frameReady, frameSuccess, frameUserStep, type FrameRequestMessage } from '@portico/frame-protocol'
import { HOSTED_FRAME_MESSAGES, HOSTED_FRAME_QUERY_KEYS } from '@portico/contracts/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameChannel, frameSrc, RPC_ABORT_TIMEOUT_MS } from './frameChannel'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'

const SECURE_SITE = 'https://secure.example/sdk'
const ORIGIN = 'https://secure.example'
const RPC_URL = 'https://rpc.walletconnect.org/v1/?chainId=eip155:10&projectId=p1'
const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }

/** A channel whose frame answers through `answer` and whose posts are recorded. */
function openChannel(timeoutMs = 1_000) {
  const channel = createFrameChannel({ window, secureSiteUrl: SECURE_SITE, projectId: 'p1', chainId: 'eip155:1', rpcUrl: RPC_URL, enableLogger: false, log, timeoutMs })
  const frameWindow = channel.iframe.contentWindow as Window
  const posted: { message: FrameRequestMessage; targetOrigin: string }[] = []
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: FrameRequestMessage, targetOrigin: string) => posted.push({ message, targetOrigin })) as never)
  const deliver = (data: unknown, from: { source?: Window | null; origin?: string } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, source: from.source === undefined ? frameWindow : from.source, origin: from.origin ?? ORIGIN }))
  return { channel, frameWindow, posted, deliver }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('frameSrc', () => {
  it('carries the query of SPEC section 2 and the hosted frame rpcUrl', () => {
    const url = new URL(frameSrc({ secureSiteUrl: SECURE_SITE, projectId: 'p1', chainId: 'eip155:10', rpcUrl: RPC_URL, enableLogger: true }))
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', chainId: 'eip155:10', version: '4', enableLogger: 'true', rpcUrl: RPC_URL })
    expect([...url.searchParams.keys()]).toEqual([...HOSTED_FRAME_QUERY_KEYS])
    const forced = new URL(frameSrc({ secureSiteUrl: SECURE_SITE, projectId: 'p1', chainId: 'eip155:10', rpcUrl: RPC_URL, smartAccountVersion: 'v7', enableLogger: true }))
    expect(forced.searchParams.get('smartAccountVersion')).toBe('v7')
  })
})

describe('createFrameChannel', () => {
  it('adds the hidden iframe of SPEC section 2', () => {
    const { channel } = openChannel()
    expect(document.getElementById('w3m-iframe')).toBe(channel.iframe)
    expect(channel.iframe.name).toBe('w3m-secure-iframe')
    expect(channel.iframe.style.zIndex).toBe('999999')
    expect(channel.iframe.style.display).toBe('none')
    channel.destroy()
  })

  it('posts to the secure site origin only and settles a request with the reply of the same id', async () => {
    const { channel, posted, deliver } = openChannel()
    deliver(frameReady('1.0.0'))
    const answer = channel.request('CONNECT_EMAIL', { email: 'a@b.example' })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const [{ message, targetOrigin }] = posted as [(typeof posted)[number]]
    expect(targetOrigin).toBe(ORIGIN)
    deliver(frameSuccess(message as FrameRequestMessage<'CONNECT_EMAIL'>, { action: 'VERIFY_OTP' }))
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('drops replies from another window or origin, and malformed ones', async () => {
    const { channel, posted, deliver } = openChannel()
    deliver(frameReady('1.0.0'))
    const answer = channel.request('IS_CONNECTED', undefined)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const request = posted[0]?.message as FrameRequestMessage<'IS_CONNECTED'>
    const other = document.createElement('iframe')
    document.body.appendChild(other)
    deliver(frameSuccess(request, { isConnected: true }), { source: other.contentWindow })
    deliver(frameSuccess(request, { isConnected: true }), { origin: 'https://evil.example' })
    deliver({ id: request.id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } })
    deliver(frameSuccess(request, { isConnected: false }))
    await expect(answer).resolves.toEqual({ isConnected: false })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'))
  })

  it('waits for READY from the frame itself; a READY from elsewhere does not count', async () => {
    vi.useFakeTimers()
    const { channel, deliver } = openChannel(30_000)
    deliver(frameReady('1.0.0'), { origin: 'https://evil.example' })
    const ready = channel.ready.then(() => 'ready', (error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(ready).resolves.toBe('Unable to load email login dependency')
  })

  it('rejects an error reply with its message and code, and a silent frame after the timeout', async () => {
    vi.useFakeTimers()
    const { channel, posted, deliver } = openChannel()
    deliver(frameReady('1.0.0'))
    const rejected = channel.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    deliver(frameError(posted[0]?.message as FrameRequestMessage<'RPC_REQUEST'>, { message: 'User rejected the request.', code: 4001 }))
    const error = await rejected
    expect(error).toBeInstanceOf(FrameReplyError)
    expect(error).toMatchObject({ message: 'User rejected the request.', code: 4001 })

    const silent = channel.request('CONNECT_OTP', { otp: '123456' }, { timeoutMs: 30_000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await silent).toBeInstanceOf(FrameTimeoutError)
  })

  it('pauses a login timeout while the frame shows its own step (PORTICO_USER_STEP_V1), then counts it again in full', async () => {
    vi.useFakeTimers()
    const { channel, posted, deliver } = openChannel()
    deliver(frameReady('1.0.0'))
    const events: unknown[] = []
    channel.onEvent((event) => events.push(event))
    let settled: unknown
    void channel.request('CONNECT_OTP', { otp: '123456' }, { timeoutMs: 30_000 }).then(
      (value) => (settled = value ?? 'ok'),
      (error: unknown) => (settled = error),
    )
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    await vi.advanceTimersByTimeAsync(20_000)
    deliver(frameUserStep(true))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(settled).toBeUndefined()
    deliver(frameUserStep(false))
    await vi.advanceTimersByTimeAsync(29_000)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).toBeInstanceOf(FrameTimeoutError)
    expect(events).toEqual([frameUserStep(true), frameUserStep(false)])
  })

  it('is ready on the hosted frame READY, which carries no version', async () => {
    const { channel, deliver } = openChannel()
    deliver(HOSTED_FRAME_MESSAGES.readyWithoutVersion)
    await expect(channel.ready).resolves.toBeUndefined()
    channel.destroy()
  })

  it('reads the hosted replies: GET_FARCASTER_URI url, an empty error message as the generic one', async () => {
    const { channel, posted, deliver } = openChannel()
    deliver(HOSTED_FRAME_MESSAGES.readyWithoutVersion)
    const uri = channel.request('GET_FARCASTER_URI', undefined)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    deliver({ ...HOSTED_FRAME_MESSAGES.getFarcasterUriSuccess, id: posted[0]?.message.id })
    await expect(uri).resolves.toEqual({ url: HOSTED_FRAME_MESSAGES.getFarcasterUriSuccess.payload.url })
    const failed = channel.request('RPC_REQUEST', { method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 1, rpcUrl: RPC_URL })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    deliver({ ...HOSTED_FRAME_MESSAGES.errorWithEmptyMessage, id: posted[1]?.message.id })
    await expect(failed).rejects.toThrow(/^An error occurred$/)
    channel.destroy()
  })

  it('aborts the pending request with RPC_ABORT; a frame that does not answer it is reloaded', async () => {
    vi.useFakeTimers()
    const { channel, posted, deliver } = openChannel(30_000)
    deliver(HOSTED_FRAME_MESSAGES.readyWithoutVersion)
    const aborted = channel.abortRpc()
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]?.message.type).toBe('@w3m-app/RPC_ABORT')
    deliver({ ...HOSTED_FRAME_MESSAGES.rpcAbortSuccess, id: posted[0]?.message.id })
    await aborted
    expect(posted.map(({ message }) => message.type)).toEqual(['@w3m-app/RPC_ABORT'])

    void channel.abortRpc()
    await vi.advanceTimersByTimeAsync(RPC_ABORT_TIMEOUT_MS)
    expect(posted.map(({ message }) => message.type)).toEqual(['@w3m-app/RPC_ABORT', '@w3m-app/RPC_ABORT', '@w3m-app/RELOAD'])
    channel.destroy()
  })
})
