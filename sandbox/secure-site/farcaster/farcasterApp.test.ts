import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { custodyAccount, SANDBOX_FARCASTER_USERS } from './sandboxFarcasterUsers'
import { startFarcasterRelay, type FarcasterRelay } from './startFarcasterRelay'

// Nothing here reads a chain: the app builds, signs and relays; verifying is the auth service's job.
const RPC_URL = 'http://127.0.0.1:1'
let relay: FarcasterRelay

beforeAll(async () => {
  relay = await startFarcasterRelay({ rpcUrl: RPC_URL, allowedOrigins: ['http://127.0.0.1:5174'] })
})
afterAll(async () => {
  await relay?.stop()
})

const openChannel = async (domain = '127.0.0.1:5174') => {
  const created = await createAppClient({ relay: relay.relayUrl, ethereum: viemConnector({ rpcUrl: RPC_URL }) }).createChannel({ siweUri: 'http://127.0.0.1:5174/', domain })
  if (created.isError) throw created.error
  return created.data
}
const approve = (link: string, fid: number) => {
  const form = new URLSearchParams(new URL(link).searchParams)
  form.set('fid', String(fid))
  return fetch(`${relay.relayUrl}/app/siwf/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
}
const status = (channelToken: string) => fetch(`${relay.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })

describe('the sandbox Farcaster app', () => {
  it("shows a channel's request (domain, nonce) and the users to sign in as, with no script", async () => {
    const { url, nonce } = await openChannel()
    expect(url.startsWith(`${relay.relayUrl}/app/siwf?`)).toBe(true)
    const page = await fetch(url)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Sign in to 127.0.0.1:5174')
    expect(html).toContain(nonce)
    for (const user of SANDBOX_FARCASTER_USERS) expect(html).toContain(`value="${user.fid}"`)
    expect(html).not.toContain('<script')
  })

  it("signs the SIWF message with the chosen user's custody key and completes the channel", async () => {
    const { url, channelToken, nonce } = await openChannel()
    expect((await status(channelToken)).status).toBe(202)
    const bob = SANDBOX_FARCASTER_USERS[1]!
    const approved = await approve(url, bob.fid)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Signed in to 127.0.0.1:5174 as @bob')
    const completed = await status(channelToken)
    const body = (await completed.json()) as { message: string; fid: number; username: string }
    expect(completed.status).toBe(200)
    expect(body).toMatchObject({ state: 'completed', fid: bob.fid, username: 'bob' })
    // SIWF: chain id 10, the fid as a resource, the custody address as signer.
    expect(parseSiweMessage(body.message)).toMatchObject({ domain: '127.0.0.1:5174', nonce, chainId: 10, address: custodyAccount(bob).address, resources: [`farcaster://fid/${bob.fid}`] })
    // Answered once: Approve again says so.
    expect((await approve(url, bob.fid)).status).toBe(410)
  })

  it('escapes what the link says, and refuses what is not a link or a user of it', async () => {
    const { url } = await openChannel()
    const tampered = new URL(url)
    tampered.searchParams.set('siweUri', 'http://127.0.0.1:5174/"><b>x</b>')
    expect(await (await fetch(tampered)).text()).not.toContain('"><b>x</b>')
    expect((await fetch(`${relay.relayUrl}/app/siwf?channelToken=x`)).status).toBe(400)
    expect((await approve(url, 1)).status).toBe(400)
    const opened = await fetch(`${relay.relayUrl}/app/open?link=${encodeURIComponent(url)}`, { redirect: 'manual' })
    expect([opened.status, opened.headers.get('location')]).toEqual([303, url])
    expect((await fetch(`${relay.relayUrl}/app/open?link=${encodeURIComponent('https://evil.example/app/siwf')}`, { redirect: 'manual' })).status).toBe(400)
    expect(await (await fetch(`${relay.relayUrl}/app`)).text()).toContain('@alice')
  })
})
