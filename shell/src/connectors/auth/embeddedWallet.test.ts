// @vitest-environment jsdom
import { frameError, frameReady, frameSuccess, parseFrameRequest, type FrameRequestMessage } from '@portico/frame-protocol'
import { HOSTED_FRAME_MESSAGES } from '@portico/contracts/testing'
import { AUTH_SERVICE_UNAVAILABLE } from '@portico/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../../core/createShellCore'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { memoryStorage } from '../../testing/memoryStorage'
import { testMainnet } from '../../testing/networks'

const SECURE_SITE = 'https://secure.example/sdk'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Answer = (request: FrameRequestMessage) => ReturnType<typeof frameSuccess> | ReturnType<typeof frameError> | undefined

/**
 * A shell with email on, whose secure frame is played here: every request the page posts to the
 * iframe is answered by `answer` (undefined: no answer), from the iframe's window and origin.
 */
function setup(answer: Answer, extraOptions: Record<string, unknown> = {}, ready: unknown = frameReady('1.0.0')) {
  const storage = memoryStorage()
  const core = createShellCore(
    appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], secureSiteUrl: SECURE_SITE, features: { analytics: false, receive: false, send: false, history: false }, ...extraOptions }),
    { window, storage },
  )
  const requests: string[] = []
  const observer = new MutationObserver(() => {
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement | null
    const frameWindow = iframe?.contentWindow
    if (!frameWindow || (frameWindow as { __played?: boolean }).__played) return
    ;(frameWindow as { __played?: boolean }).__played = true
    const reply = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: frameWindow, origin: 'https://secure.example' }))
    vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown) => {
      const request = parseFrameRequest(message)
      if (!request) return
      requests.push(request.type.replace('@w3m-app/', ''))
      const answered = answer(request)
      if (answered) queueMicrotask(() => reply(answered))
    }) as never)
    queueMicrotask(() => reply(ready))
  })
  observer.observe(document.body, { childList: true })
  const auth = core.embeddedWallet?.auth
  if (!auth) throw new Error('email is on: the embedded wallet must exist')
  return { core, auth, storage, requests, stop: () => observer.disconnect() }
}

/** The frame of a known user: every request succeeds. */
const happyFrame: Answer = (request) => {
  switch (request.type) {
    case '@w3m-app/CONNECT_EMAIL':
      return frameSuccess(request, { action: 'VERIFY_OTP' })
    case '@w3m-app/GET_USER':
      return frameSuccess(request, { address: ADDRESS, chainId: 'eip155:1', email: 'ada@example.com' })
    case '@w3m-app/SET_PREFERRED_ACCOUNT':
      return request.payload.type === 'smartAccount'
        ? frameError(request, { message: 'Smart accounts are not enabled' })
        : frameSuccess(request, { type: 'eoa', address: ADDRESS })
    case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return frameSuccess(request, { smartAccountEnabledNetworks: [1, 10] })
    case '@w3m-app/IS_CONNECTED':
      return frameSuccess(request, { isConnected: true })
    default:
      return frameSuccess(request as FrameRequestMessage<'SIGN_OUT'>, undefined)
  }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('createEmbeddedWallet (against a played frame)', () => {
  it('logs in with a code: connects eip155, stores the email, then sets the account type (eoa when smart accounts are refused)', async () => {
    const { core, auth, storage, requests, stop } = setup(happyFrame)
    await expect(auth.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    await auth.connectOtp('123456')
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(core.store.get(core.atoms.activeConnector)).toMatchObject({ id: 'ID_AUTH', type: 'AUTH' })
    expect(core.store.get(auth.email)).toBe('ada@example.com')
    await vi.waitFor(() => expect(JSON.parse(storage.data.get('@portico/auth') ?? '{}')).toMatchObject({ emailLoginUsed: true, email: 'ada@example.com', smartAccountEnabledNetworks: '1,10' }))
    expect(requests.filter((type) => type === 'SET_PREFERRED_ACCOUNT')).toHaveLength(2)
    stop()
  })

  it('honours the dapp\'s default account type (eoa) for eip155: asked once, no smart account first', async () => {
    const preferred: string[] = []
    const { auth, stop } = setup(
      (request) => {
        if (request.type === '@w3m-app/SET_PREFERRED_ACCOUNT') preferred.push(request.payload.type)
        return happyFrame(request)
      },
      { defaultAccountTypes: { eip155: 'eoa' } },
    )
    await auth.connectEmail('ada@example.com')
    await auth.connectOtp('123456')
    await vi.waitFor(() => expect(preferred).toEqual(['eoa']))
    stop()
  })

  it('shows the account type in use, and switches to a smart account the frame deploys', async () => {
    const smartFrame: Answer = (request) => {
      if (request.type === '@w3m-app/SET_PREFERRED_ACCOUNT') return frameSuccess(request, { type: request.payload.type, address: ADDRESS })
      if (request.type === '@w3m-app/INIT_SMART_ACCOUNT') return frameSuccess(request, { address: ADDRESS, isDeployed: true })
      return happyFrame(request)
    }
    const { core, auth, stop } = setup(smartFrame, { defaultAccountTypes: { eip155: 'eoa' } })
    await auth.connectEmail('ada@example.com')
    await auth.connectOtp('123456')
    await vi.waitFor(() => expect(core.store.get(core.atoms.account)).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false }))
    await core.embeddedWallet?.switchAccountType('smartAccount')
    expect(core.store.get(core.atoms.account)).toMatchObject({ address: ADDRESS, preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    stop()
  })

  it('speaks the hosted frame: READY without a version, a bare chain id from GET_USER, the network on every RPC_REQUEST', async () => {
    const rpcPayloads: unknown[] = []
    const hostedFrame: Answer = (request) => {
      if (request.type === '@w3m-app/GET_USER') return frameSuccess(request, { ...HOSTED_FRAME_MESSAGES.getUserSuccessTextChainId.payload, address: ADDRESS })
      if (request.type === '@w3m-app/RPC_REQUEST') {
        rpcPayloads.push(request.payload)
        return frameSuccess(request, '0x10')
      }
      return happyFrame(request)
    }
    const { core, auth, storage, stop } = setup(hostedFrame, {}, HOSTED_FRAME_MESSAGES.readyWithoutVersion)
    await auth.connectEmail('ada@example.com')
    await auth.connectOtp('123456')
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${ADDRESS}` })
    expect(JSON.parse(storage.data.get('@portico/auth') ?? '{}')).toMatchObject({ lastChainId: 'eip155:1' })
    await expect(core.store.get(core.atoms.activeConnector)?.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(rpcPayloads).toEqual([{ method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 1, rpcUrl: testMainnet.rpcUrls.default.http[0] }])
    stop()
  })

  it('shows the generic message for an empty error from the frame', async () => {
    const { auth, stop } = setup((request) => (request.type === '@w3m-app/CONNECT_EMAIL' ? frameError(request, HOSTED_FRAME_MESSAGES.errorWithEmptyMessage.payload) : happyFrame(request)))
    await expect(auth.connectEmail('ada@example.com')).rejects.toThrow(/^An error occurred$/)
    stop()
  })

  it('refuses a second code request within 30 s on the page, before asking the frame', async () => {
    const { auth, requests, stop } = setup(happyFrame)
    await auth.connectEmail('ada@example.com')
    await expect(auth.connectEmail('ada@example.com')).rejects.toThrow(/^Please try again after (29|30) seconds$/)
    expect(requests.filter((type) => type === 'CONNECT_EMAIL')).toHaveLength(1)
    stop()
  })

  it('a frame that does not answer a connect request in 30 s raises the socials-timeout alert', async () => {
    const { core, auth, stop } = setup((request) => (request.type === '@w3m-app/CONNECT_EMAIL' ? undefined : happyFrame(request)))
    await auth.prepare()
    vi.useFakeTimers()
    const pending = auth.connectEmail('ada@example.com').catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(30_000)
    // The view says it in its words; the FrameTimeoutError is logged.
    await expect(pending).resolves.toBe(AUTH_SERVICE_UNAVAILABLE)
    expect(core.store.get(core.atoms.alert)).toBe('Invalid App Configuration')
    stop()
  })

  it('a frame that does not give the social redirect in 30 s raises the socials-timeout alert; the modal stays usable', async () => {
    const { core, auth, stop } = setup((request) => (request.type === '@w3m-app/GET_SOCIAL_REDIRECT_URI' ? undefined : happyFrame(request)))
    await auth.prepare()
    vi.useFakeTimers()
    const popup = { closed: false, close: vi.fn(), location: { href: '' } } as unknown as Window
    vi.spyOn(window, 'open').mockReturnValue(popup)
    const pending = auth.connectSocial('google').catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(pending).resolves.toBe(AUTH_SERVICE_UNAVAILABLE)
    expect(core.store.get(core.atoms.alert)).toBe('Invalid App Configuration')
    expect(popup.close).toHaveBeenCalled()
    expect(core.store.get(core.atoms.account).status).toBe('disconnected')
    stop()
  })

  it('maps the frame\'s provider errors to their alerts (a JWT not yet valid: Session Expired)', async () => {
    const { core, auth, stop } = setup((request) => (request.type === '@w3m-app/CONNECT_EMAIL' ? frameError(request, { message: 'JWT token not yet valid' }) : happyFrame(request)))
    await expect(auth.connectEmail('ada@example.com')).rejects.toThrow('JWT token not yet valid')
    expect(core.store.get(core.atoms.alert)).toBe('Session Expired')
    stop()
  })

  it('disconnect signs out in the frame and clears the email, its flag and the last chain', async () => {
    const { core, auth, storage, requests, stop } = setup(happyFrame)
    await auth.connectEmail('ada@example.com')
    await auth.connectOtp('123456')
    await core.connection.disconnect()
    expect(requests).toContain('SIGN_OUT')
    const left = JSON.parse(storage.data.get('@portico/auth') ?? '{}') as Record<string, unknown>
    expect([left.emailLoginUsed, left.email, left.lastChainId]).toEqual([undefined, undefined, undefined])
    expect(core.store.get(auth.email)).toBeUndefined()
    stop()
  })
})
