import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { FRAME_REQUEST_TYPES, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '../frame-protocol/src/index'
import { launchChromium } from './browser'
import { askFrame, frameHarnessHtml, openFrameHarness } from './frameHarness'

// Sign In With Farcaster through the sandbox secure site: a harness page on an allowed dapp origin
// plays the page side; a second page is the person who opens the link in the sandbox Farcaster app.
const secureSiteUrl = inject('secureSiteUrl')
const farcasterAppUrl = inject('farcasterAppUrl')
const dappPort = new URL(inject('sandboxUrl')).port
const chain = inject('chains')[0]
// Answered by playwright (page.route): its origin is what matters.
const HARNESS = `http://127.0.0.1:${dappPort}/__secure-site-farcaster-harness.html`

let browser: Browser
let context: BrowserContext
let page: Page

const ask = <N extends FrameRequestName>(type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>) => askFrame(page, type, payload)

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
  const { url: uri } = uriReply.payload as { url: string }
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
  page = await openFrameHarness(context, HARNESS, frameHarnessHtml({ secureSiteUrl, chainId: chain?.chainId, title: 'farcaster harness' }))
})
afterAll(async () => {
  await browser?.close()
})

describe('Sign In With Farcaster in the sandbox secure site', () => {
  // Each test starts signed out, whatever the one before left.
  beforeEach(async () => {
    const signedOut = await ask(FRAME_REQUEST_TYPES.SIGN_OUT, undefined)
    if (signedOut.type !== '@w3m-frame/SIGN_OUT_SUCCESS') throw new Error(`sign-out failed: ${JSON.stringify(signedOut)}`)
  })

  it('signs in as the sandbox user approved in the Farcaster app, with a funded wallet', async () => {
    const address = await signInWithFarcaster('alice')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    await expect.poll(() => client.getBalance({ address })).toBe(parseEther('10'))
  })

  it('gives the same fid the same wallet after signing out', async () => {
    const address = await signInWithFarcaster('alice')
    expect(await ask(FRAME_REQUEST_TYPES.SIGN_OUT, undefined)).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS' })
    expect(await ask(FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    expect(await signInWithFarcaster('alice')).toBe(address)
  })

  it('gives another user another wallet', async () => {
    const alice = await signInWithFarcaster('alice')
    await ask(FRAME_REQUEST_TYPES.SIGN_OUT, undefined)
    expect(await signInWithFarcaster('bob')).not.toBe(alice)
  })
})
