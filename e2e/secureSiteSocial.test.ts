import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { TELEGRAM_RESULT_URI_PARAM } from '../contracts/src/index'
import { FRAME_REQUEST_TYPES, frameRequest, isFrameReplyTo, parseFrameMessage, type FrameReplyMessage, type FrameRequestMessage } from '../frame-protocol/src/index'
import { launchChromium } from './browser'
import { frameHarnessHtml } from './frameHarness'

// Social login across real origins: a harness page on an allowed dapp origin plays the page side
// (popup, GET_SOCIAL_REDIRECT_URI, the callback's `{ resultUri }`, CONNECT_SOCIAL); the user signs
// in on the sandbox OpenID provider's page in the popup.
const secureSiteUrl = inject('secureSiteUrl')
const oidcUrl = inject('oidcUrl')
const dappPort = new URL(inject('sandboxUrl')).port
const chain = inject('chains')[0]
const DAPP_ORIGIN = `http://127.0.0.1:${dappPort}`
// Pages on these URLs are answered by playwright (page.route): their origins are what matter.
const ALLOWED_HARNESS = `${DAPP_ORIGIN}/__secure-site-social.html`
const FOREIGN_ORIGIN = `http://localhost:${Number(dappPort) === 65535 ? 65534 : Number(dappPort) + 1}`
const FOREIGN_PAGE = `${FOREIGN_ORIGIN}/__foreign-opener.html`

type Harness = {
  __ready: number
  /** Result URIs taken: a `{ resultUri }` from the popup and the secure site's origin. */
  __results: string[]
  /** Origins of `{ resultUri }` messages from anywhere else. */
  __dropped: string[]
  __send(message: unknown): Promise<unknown>
  __startSocial(request: unknown): Promise<unknown>
}

// The page side as the socials plugin does it: the popup opens at once (about:blank), then goes
// to the provider's URL the frame answers; a result counts only from that popup and the secure site.
const harnessHtml = () =>
  frameHarnessHtml({
    secureSiteUrl,
    chainId: chain?.chainId,
    title: 'social harness',
    script: `
  let popup = null
  Object.assign(window, { __results: [], __dropped: [] })
  window.__intercept = (event) => {
    if (!event.data || typeof event.data.resultUri !== 'string') return false
    if (popup && event.source === popup && event.origin === SECURE) window.__results.push(event.data.resultUri)
    else window.__dropped.push(event.origin)
    return true
  }
  window.__startSocial = async (request) => {
    popup = window.open('', 'portico-social', 'popup,width=480,height=640')
    const reply = await window.__send(request)
    if (reply.type.endsWith('_SUCCESS')) popup.location.href = reply.payload.uri
    else popup.close()
    return reply
  }`,
  })

let browser: Browser
let context: BrowserContext
let page: Page
let counter = 0

const request = (message: FrameRequestMessage) => message
async function ask(message: FrameRequestMessage, send: '__send' | '__startSocial' = '__send'): Promise<FrameReplyMessage> {
  const sent: unknown = message
  const reply = parseFrameMessage(await page.evaluate(([name, data]) => (window as unknown as Harness)[name](data), [send, sent] as const))
  if (!reply || !isFrameReplyTo(message, reply)) throw new Error(`no reply to ${message.type}: ${JSON.stringify(reply)}`)
  return reply
}

/** The whole flow for one sign-in at the provider; answers the frame's reply to CONNECT_SOCIAL. */
async function socialLogin(answer: (popup: Page) => Promise<void>): Promise<FrameReplyMessage> {
  const taken = await page.evaluate(() => (window as unknown as Harness).__results.length)
  const popupOpened = page.waitForEvent('popup')
  const redirect = await ask(request(frameRequest(FRAME_REQUEST_TYPES.GET_SOCIAL_REDIRECT_URI, { provider: 'google' }, `social-${++counter}`)), '__startSocial')
  expect(redirect.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
  const popup = await popupOpened
  await popup.waitForURL((url) => url.href.startsWith(`${oidcUrl}/interaction/`))
  await answer(popup)
  // The callback page posts the result, then closes the popup itself.
  await popup.waitForEvent('close')
  await page.waitForFunction((count) => (window as unknown as Harness).__results.length > count, taken)
  const resultUri = await page.evaluate(() => (window as unknown as Harness).__results.at(-1) ?? '')
  expect(resultUri.startsWith(`${secureSiteUrl}/oauth/callback?`)).toBe(true)
  return ask(request(frameRequest(FRAME_REQUEST_TYPES.CONNECT_SOCIAL, { uri: resultUri }, `social-${++counter}`)))
}
const signInAs = (username: string) => async (popup: Page) => {
  await popup.getByLabel('Username').fill(username)
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click()
}

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
  // A page answered by playwright has no address, so chromium counts it as public and would block
  // what it opens on 127.0.0.1 (local network access); the real dapp is served locally.
  for (const origin of [DAPP_ORIGIN, FOREIGN_ORIGIN]) await context.grantPermissions(['local-network-access'], { origin })
  await context.route(ALLOWED_HARNESS, (route) => route.fulfill({ contentType: 'text/html', body: harnessHtml() }))
  await context.route(FOREIGN_PAGE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>foreign</title>' }))
  page = await context.newPage()
  await page.goto(ALLOWED_HARNESS)
  await page.waitForFunction(() => (window as unknown as Harness).__ready > 0)
})
afterAll(async () => {
  await browser?.close()
})

describe('social login through the sandbox secure site', () => {
  it('signs in at the provider in a popup: the callback posts the result to the dapp, CONNECT_SOCIAL answers the user', async () => {
    const reply = await socialLogin(signInAs(`e2e-${Date.now()}`))
    expect(reply).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { chainId: chain?.chainId, preferredAccountType: 'eoa' } })
    const payload = reply.payload as { address: string; userName: string }
    expect(payload.userName).toMatch(/^e2e-\d+$/)
    const { address } = payload
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // A new social wallet is funded as an email one is.
    expect(await createPublicClient({ transport: http(chain?.rpcUrl) }).getBalance({ address: address as Address })).toBe(parseEther('10'))
    expect(await page.evaluate(() => (window as unknown as Harness).__dropped)).toEqual([])
  })

  it('finds the same wallet for the same username, and another for another one', async () => {
    const userName = `e2e-again-${Date.now()}`
    const { address } = (await socialLogin(signInAs(userName))).payload as { address: string }
    expect(await socialLogin(signInAs(userName))).toMatchObject({ payload: { address, userName } })
    const other = await socialLogin(signInAs(`${userName}-2`))
    expect((other.payload as { address: string }).address).not.toBe(address)
  })

  it("carries the provider's error to CONNECT_SOCIAL when the user cancels", async () => {
    const reply = await socialLogin((popup) => popup.getByRole('button', { name: 'Cancel' }).click())
    expect(reply).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_ERROR', payload: { message: 'The user canceled the sign-in' } })
  })

  it('posts a result only to the dapp origin its state names, and only an allowed one', async () => {
    const state = (returnUrl: string) => `e2e0123456789abcdef.${Buffer.from(returnUrl).toString('base64url')}`
    const foreign = await context.newPage()
    await foreign.goto(FOREIGN_PAGE)
    await foreign.evaluate(() => {
      const received: string[] = []
      Object.assign(window, { __received: received })
      window.addEventListener('message', (event) => received.push(event.origin))
    })
    const openCallback = async (returnUrl: string) => {
      const opened = foreign.waitForEvent('popup')
      await foreign.evaluate((url) => void window.open(url, '_blank', 'popup'), `${secureSiteUrl}/oauth/callback?code=stolen&state=${state(returnUrl)}`)
      return opened
    }
    // Opened by a page of another origin, for the allowed dapp: posted to the dapp's origin, so this opener gets nothing.
    const toDapp = await openCallback(`${DAPP_ORIGIN}/`)
    if (!toDapp.isClosed()) await toDapp.waitForEvent('close')
    // For an origin off the allow-list: nothing is posted, the page says why.
    const toForeign = await openCallback(`${FOREIGN_ORIGIN}/`)
    await expect.poll(() => toForeign.locator('body').textContent()).toContain(`${FOREIGN_ORIGIN} is not an allowed dapp origin`)
    await toForeign.close()
    expect(await foreign.evaluate(() => (window as unknown as { __received: string[] }).__received)).toEqual([])
    await foreign.close()
  })

  it('without an opener (a Telegram web view), goes back to the dapp with result_uri', async () => {
    const top = await context.newPage()
    const callback = `${secureSiteUrl}/oauth/callback?code=c&state=e2e0123456789abcdef.${Buffer.from(`${DAPP_ORIGIN}/app?tab=1`).toString('base64url')}`
    await top.route(`${DAPP_ORIGIN}/app?**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>dapp</title>' }))
    await top.goto(callback)
    await top.waitForURL((url) => url.origin === DAPP_ORIGIN)
    const url = new URL(top.url())
    expect(url.pathname).toBe('/app')
    expect(url.searchParams.get('tab')).toBe('1')
    expect(url.searchParams.get(TELEGRAM_RESULT_URI_PARAM)).toBe(callback)
    await top.close()
  })
})
