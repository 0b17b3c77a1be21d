import { FRAME_REQUEST_TYPES, frameRequest, type FrameReplyMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '@portico/frame-protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CompletedChannel } from '../../farcaster/relaySchemas'
import type { createFrameApp } from './createFrameApp'
import type { FarcasterRelayClient } from './farcasterRelayClient'
import { DAPP_ORIGIN, SELF_ORIGIN, startFrameAppFixture } from './frameAppFixture'
import { memoryStorage } from './memoryStorage'

type App = ReturnType<typeof createFrameApp>
const T = FRAME_REQUEST_TYPES
let counter = 0
const ask = <N extends FrameRequestName>(app: App, type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>): Promise<FrameReplyMessage> =>
  app.handle(frameRequest(type, payload, `request-${++counter}`), DAPP_ORIGIN)

/** A relay in memory: channels pending until `approve`, then completed once, then gone. */
function fakeRelay() {
  const channels = new Map<string, { nonce: string; domain: string; answer?: CompletedChannel }>()
  const requests: { siweUri: string; domain: string; nonce: string }[] = []
  let statusReads = 0
  const client: FarcasterRelayClient = {
    async createChannel(request) {
      requests.push(request)
      const channelToken = `channel-${requests.length}`
      channels.set(channelToken, { nonce: request.nonce, domain: request.domain })
      return { channelToken, nonce: request.nonce, url: `http://127.0.0.1:5182/app/siwf?channelToken=${channelToken}&nonce=${request.nonce}` }
    },
    async status(channelToken) {
      statusReads += 1
      const channel = channels.get(channelToken)
      if (!channel) return { state: 'gone' }
      if (!channel.answer) return { state: 'pending' }
      channels.delete(channelToken)
      return channel.answer
    },
  }
  return {
    client,
    requests,
    statusReads: () => statusReads,
    /** The Farcaster app's Approve on the latest channel (the fixture's verifier reads the fid from the message). */
    approve(fid: number, channelToken = `channel-${requests.length}`) {
      const channel = channels.get(channelToken)
      if (!channel) throw new Error(`no channel ${channelToken}`)
      const message = `${channel.domain} wants you to sign in\nNonce: ${channel.nonce}\nResources:\n- farcaster://fid/${fid}`
      channel.answer = { state: 'completed', nonce: channel.nonce, url: '', message, signature: '0x01', fid }
    },
    expire: (channelToken: string) => channels.delete(channelToken),
  }
}

let relay: ReturnType<typeof fakeRelay>
let fixture: Awaited<ReturnType<typeof startFrameAppFixture>>
beforeEach(async () => {
  relay = fakeRelay()
  fixture = await startFrameAppFixture({ farcasterRelay: relay.client })
})
afterEach(async () => {
  await fixture.stop()
})

const uriOf = async (app: App) => {
  const reply = await ask(app, T.GET_FARCASTER_URI, undefined)
  if (reply.type !== '@w3m-frame/GET_FARCASTER_URI_SUCCESS') throw new Error(JSON.stringify(reply))
  return reply.payload.url
}
const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('the frame app: Sign In With Farcaster', () => {
  it("opens a channel with the auth service's nonce, waits for approval, then answers the user name and a funded wallet", async () => {
    const app = fixture.makeApp()
    const uri = await uriOf(app)
    expect(relay.requests).toEqual([{ siweUri: `${SELF_ORIGIN}/`, domain: '127.0.0.1:5174', nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/) }])
    expect(uri).toBe(`http://127.0.0.1:5182/app/siwf?channelToken=channel-1&nonce=${relay.requests[0]?.nonce}`)

    // The page asks again after its own timeout: both requests get the one answer.
    const first = ask(app, T.CONNECT_FARCASTER, undefined)
    const retry = ask(app, T.CONNECT_FARCASTER, undefined)
    await waitFor(() => relay.statusReads() >= 3)
    relay.approve(20_001)
    expect(await first).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', payload: { userName: 'alice' } })
    expect(await retry).toMatchObject({ payload: { userName: 'alice' } })
    // A request after it finished gets the same answer.
    expect(await ask(app, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { userName: 'alice' } })

    const user = await ask(app, T.GET_USER, {})
    expect(user).toMatchObject({ type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: null, userName: 'alice', chainId: 31337 } })
    expect(fixture.fundCalls).toHaveLength(1)
    expect(fixture.fundCalls[0]?.address).toBe((user.payload as { address: string }).address)
  })

  it('gives the same fid the same wallet on every sign-in, funded once', async () => {
    const app = fixture.makeApp()
    await uriOf(app)
    relay.approve(20_002)
    expect(await ask(app, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { userName: 'bob' } })
    const first = (await ask(app, T.GET_USER, {})).payload
    await ask(app, T.SIGN_OUT, undefined)
    // Signed out, the finished sign-in answers nothing any more.
    expect(await ask(app, T.CONNECT_FARCASTER, undefined)).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_ERROR' })

    const other = fixture.makeApp(memoryStorage())
    await uriOf(other)
    relay.approve(20_002)
    expect(await ask(other, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { userName: 'bob' } })
    expect((await ask(other, T.GET_USER, {})).payload).toMatchObject({ address: (first as { address: string }).address })
    expect(fixture.fundCalls).toHaveLength(1)
  })

  it('keeps the waiting channel in its storage, so a reload in between still signs in', async () => {
    await uriOf(fixture.makeApp())
    relay.approve(20_003)
    const reloaded = fixture.makeApp()
    expect(await ask(reloaded, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { userName: 'carol' } })
  })

  it('says so when the link expired, when a newer link replaced it, and before any link', async () => {
    const app = fixture.makeApp(memoryStorage())
    expect(await ask(app, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { message: 'Get a Farcaster sign-in link first' } })
    await uriOf(app)
    const waiting = ask(app, T.CONNECT_FARCASTER, undefined)
    await uriOf(app)
    expect(await waiting).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_ERROR', payload: { message: 'A newer Farcaster sign-in replaced this one' } })
    relay.expire('channel-2')
    expect(await ask(app, T.CONNECT_FARCASTER, undefined)).toMatchObject({ payload: { message: 'This Farcaster sign-in link has expired: get a new one' } })
  })
})
