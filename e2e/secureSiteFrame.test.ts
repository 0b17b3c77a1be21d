import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FRAME_REQUEST_TYPES, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '../frame-protocol/src/index'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { createMailCatcherClient, readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'
import { launchChromium } from './browser'
import { askFrame, frameHarnessHtml, openFrameHarness, openPage, signInThroughHarness, waitForRefusedFrame, type FrameHarness } from './frameHarness'

// The frame of the sandbox secure site, driven the way the page will drive it: a harness page on
// an allowed dapp origin embeds it and posts protocol messages; approvals are clicks in the frame.
const secureSiteUrl = inject('secureSiteUrl')
const dappPort = new URL(inject('sandboxUrl')).port
const chain = inject('chains')[0]
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// Pages on these URLs are answered by playwright (page.route): their origins are what matter.
const ALLOWED_HARNESS = `http://127.0.0.1:${dappPort}/__secure-site-harness.html`
const FOREIGN_HARNESS = `http://localhost:${Number(dappPort) === 65535 ? 65534 : Number(dappPort) + 1}/__secure-site-harness.html`

let browser: Browser
let context: BrowserContext
let page: Page
let address: Address

const openHarness = (url: string, on: BrowserContext = context) => openFrameHarness(on, url, frameHarnessHtml({ secureSiteUrl, chainId: chain?.chainId, title: 'frame harness' }))
const ask = askFrame

/** Posts an unsafe request and answers it in the frame's own approval UI. */
async function askWithApproval<N extends FrameRequestName>(type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>, answer: 'Approve' | 'Reject') {
  const reply = ask(page, type, payload)
  await page.frameLocator('#w3m-iframe').getByRole('button', { name: answer, exact: true }).click()
  return reply
}

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
  // Every test but the login's own starts from this signed-in frame.
  page = await openHarness(ALLOWED_HARNESS)
  address = await signInThroughHarness(page, { email: `frame-${Date.now()}@example.com`, mailWebUrl: inject('mailWebUrl'), chainId: chain?.chainId })
})
afterAll(async () => {
  await browser?.close()
})

describe('the sandbox secure site frame', () => {
  it('logs in with the mailed code and answers GET_USER with a funded EVM address', async () => {
    // A browser of its own: a fresh one is a device not yet verified for any address.
    const own = await browser.newContext()
    const fresh = await openHarness(ALLOWED_HARNESS, own)
    const email = `frame-login-${Date.now()}@example.com`
    expect(await ask(fresh, FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    const inbox = createMailCatcherClient(inject('mailWebUrl'))
    // The mailed link first, then the code.
    expect(await ask(fresh, FRAME_REQUEST_TYPES.CONNECT_EMAIL, { email })).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } })
    expect((await fetch(readApprovalLink(await inbox.waitForMail(email, (caught) => caught.subject.includes('new device'))))).status).toBe(200)
    expect(await ask(fresh, FRAME_REQUEST_TYPES.CONNECT_DEVICE, undefined)).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
    const mail = await inbox.waitForMail(email, (caught) => caught.subject.includes('sign-in code'))
    expect(await ask(fresh, FRAME_REQUEST_TYPES.CONNECT_OTP, { otp: readOtp(mail) })).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_SUCCESS' })
    const user = await ask(fresh, FRAME_REQUEST_TYPES.GET_USER, { chainId: `eip155:${chain?.chainId}` })
    expect(user).toMatchObject({ type: '@w3m-frame/GET_USER_SUCCESS', payload: { email, accounts: [{ type: 'eoa' }], preferredAccountType: 'eoa' } })
    const created = (user.payload as { address: Address }).address
    expect(created).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await client().getBalance({ address: created })).toBe(parseEther('10'))
    await own.close()
  })

  it('signs personal_sign after Approve in the frame, and the signature verifies', async () => {
    await ask(page, FRAME_REQUEST_TYPES.SYNC_DAPP_DATA, { metadata: { name: 'Frame harness', description: '', url: ALLOWED_HARNESS, icons: [] }, sdkVersion: '4', sdkType: 'portico', projectId: 'e2e' })
    const reply = ask(page, FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'personal_sign', params: [stringToHex('Sign in to the harness'), address] })
    const card = page.frameLocator('#w3m-iframe').getByRole('dialog')
    await expect.poll(() => card.textContent()).toContain('Sign in to the harness')
    expect(await card.textContent()).toContain('Frame harness asks from http://127.0.0.1:')
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    const signed = await reply
    expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'Sign in to the harness', signature: signed.payload as Hex })).toBe(true)
    expect(await card.count()).toBe(0)
  })

  it('sends eth_sendTransaction after Approve: the receipt is on anvil', async () => {
    const to = ANVIL_DEV_ADDRESSES[2] as Address
    const reply = await askWithApproval(FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'eth_sendTransaction', params: [{ from: address, to, value: '0xde0b6b3a7640000' }] }, 'Approve')
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    const receipt = await client().waitForTransactionReceipt({ hash: reply.payload as Hex })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: to.toLowerCase() })
  })

  it('answers Reject with 4001 and eth_sign with "not allowed"', async () => {
    expect(await askWithApproval(FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'personal_sign', params: [stringToHex('no'), address] }, 'Reject')).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    expect(await ask(page, FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'eth_sign', params: [address, '0x00'] })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
  })

  it('restores the session after the frame reloads: connected, same address', async () => {
    expect(await ask(page, FRAME_REQUEST_TYPES.RELOAD, undefined)).toMatchObject({ type: '@w3m-frame/RELOAD_SUCCESS' })
    await page.waitForFunction(() => (window as unknown as FrameHarness).__ready > 1)
    expect(await ask(page, FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: true } })
    expect(await ask(page, FRAME_REQUEST_TYPES.GET_USER, { chainId: `eip155:${chain?.chainId}` })).toMatchObject({ payload: { address } })
  })

  it('answers a solana GET_USER with an Ed25519 key whose solana_signMessage verifies', async () => {
    const user = await ask(page, FRAME_REQUEST_TYPES.GET_USER, { chainId: SOLANA_MAINNET })
    const pubkey = (user.payload as { address: string }).address
    expect(base58.decode(pubkey)).toHaveLength(32)
    const message = new TextEncoder().encode('gm solana')
    const reply = await askWithApproval(FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey } }, 'Approve')
    const { signature } = reply.payload as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(pubkey))).toBe(true)
  })

  it('is not shown at all in a page whose origin is off the allow-list (frame-ancestors): no READY, nothing answered', async () => {
    const foreign = await openPage(context, FOREIGN_HARNESS, frameHarnessHtml({ secureSiteUrl, chainId: chain?.chainId, title: 'foreign harness' }))
    await waitForRefusedFrame(foreign)
    expect(await foreign.evaluate(() => (window as unknown as FrameHarness).__ready)).toBe(0)
    await foreign.close()
  })
})

function client() {
  return createPublicClient({ transport: http(chain?.rpcUrl), pollingInterval: 100 })
}
