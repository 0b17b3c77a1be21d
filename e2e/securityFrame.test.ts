import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FRAME_REQUEST_TYPES, type FrameReplyMessage } from '../frame-protocol/src/index'
import { APPROVAL_MARKS, APPROVE_ARM_DELAY_MS, APPROVE_IN_POPUP_LABEL } from '../secure-site/src/frame/app/approvalView'
import { launchChromium } from './browser'
import { askFrame, frameHarnessHtml, openFrameHarness, openPage, signInThroughHarness, waitForRefusedFrame } from './frameHarness'

// The secure frame against what a hostile dapp page (or a site framing the dapp) does to it: a
// pending eth_sendTransaction to the attacker while the page fades, clips, turns, covers or moves
// the frame and the user clicks its decoy. Judged by the frame's reply and the attacker's balance.
const secureSiteUrl = inject('secureSiteUrl')
const mailWebUrl = inject('mailWebUrl')
const dappPort = Number(new URL(inject('sandboxUrl')).port)
const chain = inject('chains')[0]
const chainId = chain?.chainId
const ALLOWED = `http://127.0.0.1:${dappPort}`
const THIRD = `http://localhost:${dappPort === 65535 ? 65534 : dappPort + 1}`
const ATTACKER = privateKeyToAddress(generatePrivateKey())
const client = createPublicClient({ transport: http(chain?.rpcUrl), pollingInterval: 100 })

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const secure = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe')
const approveButton = (page: Page) => secure(page).getByRole('button', { name: 'Approve', exact: true })
const styleFrame = (page: Page, css: string) => page.evaluate((text) => document.getElementById('w3m-iframe')?.setAttribute('style', text), css)
const FULL_PAGE = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:999999'

/** Asks the frame to send 1 wei to the attacker; the reply settles when the user answers in the frame. */
function sendToAttacker(page: Page, from: Address): Promise<FrameReplyMessage> {
  return askFrame(page, FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'eth_sendTransaction', params: [{ from, to: ATTACKER, value: '0x1' }] })
}

/** The centre of the frame's Approve button in page coordinates, as the page lays the frame out now. */
async function approveCentre(page: Page) {
  const box = await approveButton(page).boundingBox()
  if (!box) throw new Error('no Approve button')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * The user clicking the page's decoy where the frame's Approve lies, again and again for four arm
 * delays from when the card showed: long past the moment a timer alone would have armed it.
 */
async function clickDecoy(page: Page, at: { x: number; y: number }) {
  const until = Date.now() + APPROVE_ARM_DELAY_MS * 4
  while (Date.now() < until) {
    await page.mouse.click(at.x, at.y)
    // One click a painted frame: the frame has seen this one before the next comes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
}


/**
 * Clicks a popup's button that answers and closes the popup: the popup may close while the click
 * is still being reported, which fails the click though it was made; only then is that failure
 * the expected end.
 */
async function clickClosingPopup(popup: Page, button: Locator): Promise<void> {
  const closed = popup.waitForEvent('close')
  await button.click().catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await closed
}
describe('the secure frame under a hostile page', () => {
  let context: BrowserContext
  let page: Page
  let address: Address

  beforeAll(async () => {
    context = await browser.newContext()
    page = await openFrameHarness(context, `${ALLOWED}/__security-harness.html`, frameHarnessHtml({ secureSiteUrl, chainId, title: 'hostile dapp' }))
    address = await signInThroughHarness(page, { email: `clickjack-${Date.now()}@example.com`, mailWebUrl, chainId })
  })
  afterAll(async () => {
    await context?.close()
  })

  const decoys: [string, (page: Page) => Promise<void>][] = [
    ['faded to opacity 0.01', (page) => styleFrame(page, `${FULL_PAGE};opacity:0.01`)],
    [
      'clipped to its Approve button (clip-path)',
      async (page) => {
        const { x, y } = await approveCentre(page)
        await styleFrame(page, `${FULL_PAGE};clip-path:inset(${y - 12}px calc(100% - ${x + 30}px) calc(100% - ${y + 12}px) ${x - 30}px)`)
      },
    ],
    ['turned upside down (transform)', (page) => styleFrame(page, `${FULL_PAGE};transform:rotate(180deg)`)],
    [
      'covered by a decoy that lets clicks through (pointer-events: none)',
      (page) =>
        page.evaluate(() => {
          const decoy = document.createElement('div')
          decoy.id = 'decoy'
          decoy.textContent = 'Claim your free NFT: click anywhere!'
          decoy.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:#fde047;font:32px sans-serif;pointer-events:none')
          document.body.append(decoy)
        }),
    ],
  ]

  for (const [name, applyDecoy] of decoys) {
    it(`approves nothing while the frame is ${name}; Reject still answers`, async () => {
      const reply = sendToAttacker(page, address)
      await secure(page).getByRole('dialog').waitFor()
      await applyDecoy(page)
      const target = await approveCentre(page)
      await clickDecoy(page, target)
      expect(await secure(page).getByRole('dialog').count()).toBe(1)
      expect(await approveButton(page).isDisabled()).toBe(true)
      // Back to honest: the user rejects the card from the keyboard; the reply is the first answer given.
      // (Chromium can leave a clipped frame's hit testing stale for a while: a mouse click is not the signal here.)
      await page.evaluate(() => document.getElementById('decoy')?.remove())
      await styleFrame(page, FULL_PAGE)
      await secure(page).getByRole('button', { name: 'Reject', exact: true }).press('Enter')
      expect(await reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 4001 } })
      expect(await client.getBalance({ address: ATTACKER })).toBe(0n)
    })
  }

  it('approves nothing when the page moves the armed Approve under the resting pointer', async () => {
    await styleFrame(page, 'position:fixed;left:300px;top:80px;width:640px;height:620px;border:0;z-index:999999')
    const reply = sendToAttacker(page, address)
    // The pointer rests on the card's first detail label while the user reads it.
    const label = await secure(page).locator('dt').first().boundingBox()
    if (!label) throw new Error('no detail label')
    const pointer = { x: label.x + 4, y: label.y + label.height / 2 }
    await page.mouse.move(pointer.x, pointer.y)
    await expect.poll(() => approveButton(page).isEnabled()).toBe(true)
    const approve = await approveCentre(page)
    await styleFrame(page, `position:fixed;left:${300 + pointer.x - approve.x}px;top:${80 + pointer.y - approve.y}px;width:640px;height:620px;border:0;z-index:999999`)
    await page.mouse.click(pointer.x, pointer.y)
    expect(await secure(page).getByRole('dialog').count()).toBe(1)
    await secure(page).getByRole('button', { name: 'Reject', exact: true }).press('Enter')
    expect(await reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 4001 } })
    expect(await client.getBalance({ address: ATTACKER })).toBe(0n)
  })

  it('approves a send the user sees: armed after the card was seen whole for the arm delay', async () => {
    await styleFrame(page, FULL_PAGE)
    const to = privateKeyToAddress(generatePrivateKey())
    const reply = askFrame(page, FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x2' }] })
    await approveButton(page).click()
    const sent = await reply
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await client.waitForTransactionReceipt({ hash: sent.payload as Hex })).toMatchObject({ status: 'success', to: to.toLowerCase() })
    const frame = page.frames().find((candidate) => candidate.url().startsWith(secureSiteUrl))
    const latency = await frame?.evaluate(({ shown, armed }) => (performance.getEntriesByName(armed).at(-1)?.startTime ?? 0) - (performance.getEntriesByName(shown).at(-1)?.startTime ?? 0), APPROVAL_MARKS)
    expect(latency).toBeGreaterThanOrEqual(APPROVE_ARM_DELAY_MS)
    console.info(`[security] card shown -> Approve armed: ${Math.round(latency ?? 0)} ms`)
  })
})

describe('a project on the default approval surface (the popup) under a mask-image decoy', () => {
  let context: BrowserContext
  let page: Page
  let address: Address

  beforeAll(async () => {
    context = await browser.newContext()
    // Approvals in the popup, the operator's default; the login's key step scripted (sandboxProjects.ts).
    page = await openFrameHarness(context, `${ALLOWED}/__mask-harness.html`, frameHarnessHtml({ secureSiteUrl, chainId, title: 'masking dapp', projectId: 'e2e-popup' }))
    address = await signInThroughHarness(page, { email: `mask-${Date.now()}@example.com`, mailWebUrl, chainId })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('the decoy gets no value-moving approval: a click reaches only the secure window, which the page cannot style', async () => {
    expect(await secure(page).locator('html').getAttribute('data-approvals')).toBe('popup')
    const popups: Page[] = []
    context.on('page', (opened) => popups.push(opened))
    const reply = sendToAttacker(page, address)
    await secure(page).getByRole('dialog').waitFor()
    // Chromium's IntersectionObserver v2 still reports a frame masked to nothing as visible.
    const mask = 'linear-gradient(transparent, transparent)'
    await styleFrame(page, `${FULL_PAGE};mask-image:${mask};-webkit-mask-image:${mask}`)
    await page.evaluate(() => {
      const decoy = document.createElement('div')
      decoy.textContent = 'Claim your free NFT: click anywhere!'
      decoy.setAttribute('style', 'position:fixed;inset:0;background:#fde047;font:32px sans-serif')
      document.body.append(decoy)
    })
    const button = secure(page).locator('.approval button.approve')
    const box = await button.boundingBox()
    if (!box) throw new Error('no approve button')
    await clickDecoy(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 })
    expect(await secure(page).getByRole('dialog').count()).toBe(1)
    expect(await button.textContent()).toBe(APPROVE_IN_POPUP_LABEL)
    expect(await client.getBalance({ address: ATTACKER })).toBe(0n)
    // What the click opened is a top-level window on the secure site, showing where the value goes.
    expect(popups.length).toBeGreaterThan(0)
    for (const popup of popups) expect(new URL(popup.url()).origin).toBe(secureSiteUrl)
    await expect.poll(() => popups[0]?.getByRole('dialog').textContent()).toContain(ATTACKER)
    await secure(page).getByRole('button', { name: 'Reject', exact: true }).press('Enter')
    expect(await reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 4001 } })
    expect(await client.getBalance({ address: ATTACKER })).toBe(0n)
  })
})

describe('the secure frame framed by a third origin', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await browser.newContext()
    await context.grantPermissions(['local-network-access'], { origin: THIRD })
    await context.grantPermissions(['local-network-access'], { origin: ALLOWED })
  })
  afterAll(async () => {
    await context?.close()
  })

  const harness = frameHarnessHtml({ secureSiteUrl, chainId, title: 'inner' })
  const framing = (src: string) => `<!doctype html><html><body><iframe id="inner" src="${src}" style="width:900px;height:640px;border:0"></iframe></body></html>`

  it('an allowed dapp page that frames a third origin which frames the secure site gets no frame', async () => {
    const page = await openPage(context, `${ALLOWED}/__outer.html`, framing(`${THIRD}/__middle.html`), { [`${THIRD}/__middle.html`]: harness })
    await waitForRefusedFrame(page)
    expect(page.frames().some((frame) => frame.url().startsWith(secureSiteUrl))).toBe(false)
    await page.close()
  })

  it('a third origin framing the allowed dapp page gets no frame, though the dapp is its parent', async () => {
    const page = await openPage(context, `${THIRD}/__top.html`, framing(`${ALLOWED}/__framed-dapp.html`), { [`${ALLOWED}/__framed-dapp.html`]: harness })
    await waitForRefusedFrame(page)
    expect(page.frames().some((frame) => frame.url().startsWith(secureSiteUrl))).toBe(false)
    await page.close()
  })

  it('the same dapp page, not framed, gets a working frame', async () => {
    const page = await openFrameHarness(context, `${ALLOWED}/__framed-dapp.html`, harness)
    expect(await askFrame(page, FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ type: '@w3m-frame/IS_CONNECTED_SUCCESS' })
    await page.close()
  })
})

describe('the secure frame where the browser cannot vouch that it is seen (no IntersectionObserver v2)', () => {
  let context: BrowserContext
  let page: Page
  let address: Address

  beforeAll(async () => {
    context = await browser.newContext()
    // As in Firefox and Safari today: IntersectionObserverEntry without isVisible, in every frame.
    await context.addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    })
    page = await openFrameHarness(context, `${ALLOWED}/__popup-harness.html`, frameHarnessHtml({ secureSiteUrl, chainId, title: 'dapp' }))
    address = await signInThroughHarness(page, { email: `popup-${Date.now()}@example.com`, mailWebUrl, chainId })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('a click in the faded frame only opens the secure popup; the send happens on Approve there', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const reply = askFrame(page, FRAME_REQUEST_TYPES.RPC_REQUEST, { method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x3' }] })
    const openInPopup = secure(page).getByRole('button', { name: APPROVE_IN_POPUP_LABEL })
    await expect.poll(() => openInPopup.isEnabled()).toBe(true)
    expect(await approveButton(page).count()).toBe(0)
    await styleFrame(page, `${FULL_PAGE};opacity:0.01`)
    const [popup] = await Promise.all([context.waitForEvent('page'), openInPopup.click()])
    expect(new URL(popup.url()).origin).toBe(secureSiteUrl)
    const card = popup.getByRole('dialog')
    await expect.poll(() => card.textContent()).toContain(`asks from ${ALLOWED}`)
    expect(await card.textContent()).toContain(to)
    await clickClosingPopup(popup, card.getByRole('button', { name: 'Approve', exact: true }))
    const sent = await reply
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await client.waitForTransactionReceipt({ hash: sent.payload as Hex })).toMatchObject({ status: 'success', to: to.toLowerCase() })
    await expect.poll(() => popup.isClosed()).toBe(true)
  })

  it('Reject in the popup rejects; closing it leaves the card to answer', async () => {
    await styleFrame(page, FULL_PAGE)
    const reply = sendToAttacker(page, address)
    const openInPopup = secure(page).getByRole('button', { name: APPROVE_IN_POPUP_LABEL })
    const [first] = await Promise.all([context.waitForEvent('page'), openInPopup.click()])
    await first.getByRole('dialog').waitFor()
    await first.close()
    await expect.poll(() => secure(page).getByRole('status').textContent()).toContain('closed without an answer')
    const [second] = await Promise.all([context.waitForEvent('page'), openInPopup.click()])
    await clickClosingPopup(second, second.getByRole('button', { name: 'Reject', exact: true }))
    expect(await reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 4001 } })
    expect(await client.getBalance({ address: ATTACKER })).toBe(0n)
  })
})
