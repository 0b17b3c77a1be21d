import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FRAME_REQUEST_TYPES, frameRequest, isFrameReplyTo, parseFrameMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '../contracts/src/index'
import { launchChromium } from './browser'

// Sign In With Farcaster through the sandbox secure site: a harness page on an allowed dapp origin
// plays the page side; a second page is the person who opens the link in the sandbox Farcaster app.
const secureSiteUrl = inject('secureSiteUrl')
const farcasterAppUrl = inject('farcasterAppUrl')
const dappPort = new URL(inject('sandboxUrl')).port
const chain = inject('chains')[0]
// Answered by playwright (page.route): its origin is what matters.
const HARNESS = `http://127.0.0.1:${dappPort}/__secure-site-farcaster-harness.html`

type Harness = { __ready: number; __send(message: unknown): Promise<unknown> }

const harnessHtml = () => `<!doctype html><html><head><meta charset="utf-8"><title>farcaster harness</title></head><body>
<iframe id="w3m-iframe" name="w3m-secure-iframe" style="position:fixed;inset:0;width:100%;height:100%;border:0"
  src="${secureSiteUrl}/?projectId=e2e&chainId=eip155%3A${chain?.chainId}&version=4&enableLogger=true"></iframe>
<script>
  const SECURE = ${JSON.stringify(secureSiteUrl)}
  const frame = document.getElementById('w3m-iframe')
  const waiting = new Map()
  window.__ready = 0
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== SECURE) return
    if (event.data && event.data.type === '@w3m-frame/READY') return void (window.__ready += 1)
    const settle = event.data && waiting.get(event.data.id)
    if (settle) waiting.delete(event.data.id), settle(event.data)
  })
  window.__send = (message) => new Promise((resolve) => {
    waiting.set(message.id, resolve)
    frame.contentWindow.postMessage(message, SECURE)
  })
</script></body></html>`

let browser: Browser
let context: BrowserContext
let page: Page
let counter = 0

/** Posts a request built by the contracts' builder and returns the frame's reply, parsed by the contracts (the uri must pass frameUrlSchema). */
async function ask<N extends FrameRequestName>(type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>) {
  const request = frameRequest(type, payload, `farcaster-e2e-${++counter}`)
  const sent: unknown = request
  const reply = parseFrameMessage(await page.evaluate((message: unknown) => (window as unknown as Harness).__send(message), sent))
  if (!reply || !isFrameReplyTo(request, reply)) throw new Error(`no reply to ${type}: ${JSON.stringify(reply)}`)
  return reply
}

/** The person: opens the link (as from the QR code) in the sandbox Farcaster app and approves as `userName`. */
async function approveInFarcasterApp(uri: string, userName: string) {
  const phone = await context.newPage()
  await phone.goto(uri)
  await expect.poll(() => phone.getByRole('heading').textContent()).toBe(`Sign in to ${new URL(secureSiteUrl).host}`)
  await phone.getByLabel(`@${userName}`).check()
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => phone.locator('body').textContent()).toContain(`as @${userName}`)
  await phone.close()
}

/** GET_FARCASTER_URI, then CONNECT_FARCASTER right away (as the page does) while the person approves. */
async function signInWithFarcaster(userName: string) {
  const uriReply = await ask(FRAME_REQUEST_TYPES.GET_FARCASTER_URI, undefined)
  expect(uriReply.type).toBe('@w3m-frame/GET_FARCASTER_URI_SUCCESS')
  const { uri } = uriReply.payload as { uri: string }
  expect(uri.startsWith(`${farcasterAppUrl}/siwf?channelToken=`)).toBe(true)
  const connected = ask(FRAME_REQUEST_TYPES.CONNECT_FARCASTER, undefined)
  await approveInFarcasterApp(uri, userName)
  expect(await connected).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', payload: { userName } })
  const user = await ask(FRAME_REQUEST_TYPES.GET_USER, { chainId: `eip155:${chain?.chainId}` })
  expect(user).toMatchObject({ type: '@w3m-frame/GET_USER_SUCCESS', payload: { userName, email: null, accounts: [{ type: 'eoa' }] } })
  return (user.payload as { address: Address }).address
}

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
  // A page answered by playwright counts as public for chromium, which would block its iframe on 127.0.0.1.
  await context.grantPermissions(['local-network-access'], { origin: new URL(HARNESS).origin })
  page = await context.newPage()
  await page.route(HARNESS, (route) => route.fulfill({ contentType: 'text/html', body: harnessHtml() }))
  await page.goto(HARNESS)
  await page.waitForFunction(() => (window as unknown as Harness).__ready > 0)
})
afterAll(async () => {
  await browser?.close()
})

describe('Sign In With Farcaster in the sandbox secure site', () => {
  let address: Address

  it('signs in as the sandbox user approved in the Farcaster app, with a funded wallet', async () => {
    address = await signInWithFarcaster('alice')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    await expect.poll(() => client.getBalance({ address })).toBe(parseEther('10'))
  })

  it('gives the same fid the same wallet after signing out', async () => {
    expect(await ask(FRAME_REQUEST_TYPES.SIGN_OUT, undefined)).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS' })
    expect(await ask(FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    expect(await signInWithFarcaster('alice')).toBe(address)
  })

  it('gives another user another wallet', async () => {
    await ask(FRAME_REQUEST_TYPES.SIGN_OUT, undefined)
    expect(await signInWithFarcaster('bob')).not.toBe(address)
  })
})
