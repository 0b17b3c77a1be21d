import type { BrowserContext, Page } from 'playwright-core'
import type { Address } from 'viem'
import { FRAME_REQUEST_TYPES, frameRequest, isFrameReplyTo, parseFrameMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '../frame-protocol/src/index'
import { createMailCatcherClient, readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'

/** What the harness page exposes: READYs seen, and a send that resolves with the frame's reply of the same id. */
export type FrameHarness = { __ready: number; __send(message: unknown): Promise<unknown> }

/**
 * A page playing the dapp's side of the frame protocol with the sandbox secure site's frame: it
 * embeds the frame and takes messages only from it and the secure site's origin, as Portico does.
 * `script` runs after that setup (its `window.__intercept(event)` may take a message first, as a
 * plugin's own listener would). `projectId` is `e2e` (approvals in the frame, SCRIPTED_SANDBOX_PROJECTS)
 * unless given: another id gets the secure site's default, the popup.
 */
export const frameHarnessHtml = ({ secureSiteUrl, chainId, title, script = '', projectId = 'e2e' }: { secureSiteUrl: string; chainId: number | undefined; title: string; script?: string; projectId?: string }) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>
<iframe id="w3m-iframe" name="w3m-secure-iframe" style="position:fixed;inset:0;width:100%;height:100%;border:0;z-index:999999"
  src="${secureSiteUrl}/?projectId=${encodeURIComponent(projectId)}&chainId=eip155%3A${chainId}&version=4&enableLogger=true"></iframe>
<script>
  const SECURE = ${JSON.stringify(secureSiteUrl)}
  const frame = document.getElementById('w3m-iframe')
  const waiting = new Map()
  window.__ready = 0
  window.addEventListener('message', (event) => {
    if (window.__intercept && window.__intercept(event)) return
    if (event.source !== frame.contentWindow || event.origin !== SECURE) return
    if (event.data && event.data.type === '@w3m-frame/READY') return void (window.__ready += 1)
    const settle = event.data && waiting.get(event.data.id)
    if (settle) waiting.delete(event.data.id), settle(event.data)
  })
  window.__send = (message) => new Promise((resolve) => {
    waiting.set(message.id, resolve)
    frame.contentWindow.postMessage(message, SECURE)
  })
${script}
</script></body></html>`

/**
 * Opens `html` at `url` (answered by playwright, so only its origin matters) and waits for the
 * frame's READY. A page answered by playwright has no address, so chromium counts it as public and
 * would block its iframe on 127.0.0.1 (local network access): the origin is granted that first.
 */
export async function openFrameHarness(context: BrowserContext, url: string, html: string): Promise<Page> {
  const page = await openPage(context, url, html)
  await page.waitForFunction(() => (window as unknown as FrameHarness).__ready > 0)
  return page
}

/** Opens `html` at `url` as openFrameHarness does, without waiting for anything in it; `frames` answers the URLs its frames load. */
export async function openPage(context: BrowserContext, url: string, html: string, frames: Record<string, string> = {}): Promise<Page> {
  await context.grantPermissions(['local-network-access'], { origin: new URL(url).origin })
  const page = await context.newPage()
  for (const [frameUrl, body] of Object.entries({ ...frames, [url]: html })) await page.route(frameUrl, (route) => route.fulfill({ contentType: 'text/html', body }))
  await page.goto(url)
  return page
}

/**
 * Resolves once the browser has refused to show the secure site in `page`: a frame of the page
 * holds chromium's error document where the frame would be (a `frame-ancestors` refusal).
 */
export async function waitForRefusedFrame(page: Page): Promise<void> {
  const refused = () => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))
  if (refused()) return
  await page.waitForEvent('framenavigated', { predicate: (frame) => frame.url().startsWith('chrome-error://') })
}

let requests = 0

/** Posts a request built by the contracts' builder and returns the frame's reply, parsed by the contracts and checked as one. */
export async function askFrame<N extends FrameRequestName>(page: Page, type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>) {
  const request = frameRequest(type, payload, `e2e-${++requests}`)
  const sent: unknown = request
  const reply = parseFrameMessage(await page.evaluate((message: unknown) => (window as unknown as FrameHarness).__send(message), sent))
  if (!reply || !isFrameReplyTo(request, reply)) throw new Error(`no reply to ${type}: ${JSON.stringify(reply)}`)
  return reply
}

/**
 * Email login through the harness: CONNECT_EMAIL; on a device not yet verified for the address
 * (every fresh browser) the mailed approval link is opened and CONNECT_DEVICE waits for it; then
 * the mailed code and CONNECT_OTP. Returns the EVM address of GET_USER on `chainId`.
 */
export async function signInThroughHarness(page: Page, { email, mailWebUrl, chainId }: { email: string; mailWebUrl: string; chainId: number | undefined }): Promise<Address> {
  const inbox = createMailCatcherClient(mailWebUrl)
  const started = await askFrame(page, FRAME_REQUEST_TYPES.CONNECT_EMAIL, { email })
  if ((started.payload as { action?: string } | undefined)?.action === 'VERIFY_DEVICE') {
    const link = readApprovalLink(await inbox.waitForMail(email, (caught) => caught.subject.includes('new device')))
    if (!(await fetch(link)).ok) throw new Error('the device approval link was refused')
    const approved = await askFrame(page, FRAME_REQUEST_TYPES.CONNECT_DEVICE, undefined)
    if (approved.type !== '@w3m-frame/CONNECT_DEVICE_SUCCESS') throw new Error(`device step failed: ${JSON.stringify(approved)}`)
  }
  const mail = await inbox.waitForMail(email, (caught) => caught.subject.includes('sign-in code'))
  const connected = await askFrame(page, FRAME_REQUEST_TYPES.CONNECT_OTP, { otp: readOtp(mail) })
  if (connected.type !== '@w3m-frame/CONNECT_OTP_SUCCESS') throw new Error(`login failed: ${JSON.stringify(connected)}`)
  const user = await askFrame(page, FRAME_REQUEST_TYPES.GET_USER, { chainId: `eip155:${chainId}` })
  return (user.payload as { address: Address }).address
}
