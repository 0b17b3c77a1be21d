import type { Browser, Page } from 'playwright-core'
import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { FRAME_REQUEST_TYPES } from '../frame-protocol/src/index'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createMailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { launchChromium, newSandboxContext } from './browser'
import { enterMailedCode, secureFrame, startEmailLogin } from './embeddedLogin'
import { askFrame, frameHarnessHtml, openFrameHarness, signInThroughHarness } from './frameHarness'

// The wallet's key from its shares, through the sandbox dapp's `portico-keys` project, whose
// secure-site logins ask for the recovery factor in the frame's own page as production does
// (the other sandbox projects answer it with a scripted password). A second browser context is the new device.
const sandboxUrl = inject('sandboxUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const PATH = '/?projectId=portico-keys'
const PASSWORD = 'a long recovery phrase'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const keyStep = (page: Page) => secureFrame(page).getByRole('dialog')
const connected = (page: Page) => page.locator('portico-modal [role="dialog"][data-view="Account"]').waitFor({ timeout: 20_000 })

/** A fresh browser at the sandbox dapp, signed in up to the code: the frame's key step comes next. */
async function codeEntered(email: string) {
  const context = await newSandboxContext(browser, sandboxUrl)
  const page = await context.newPage()
  await page.goto(PATH)
  await startEmailLogin(page, email)
  await enterMailedCode(page, mail, email)
  return { context, page }
}

describe('the embedded wallet logs in with its shares', () => {
  // One test: the new device needs the wallet the first login made.
  it('first login sets a recovery password in the frame; a new device is refused a wrong one and rebuilds the same address with the right one', async () => {
    const email = `keys-${Date.now()}@example.com`
    const started = performance.now()
    const { context, page } = await codeEntered(email)
    await keyStep(page).waitFor({ timeout: 15_000 })
    // The step is the frame's: the dapp's page shows the frame over its modal and holds no field of it.
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(true)
    expect(await page.locator('input[type="password"]').count()).toBe(0)
    expect(await keyStep(page).getByRole('heading').textContent()).toBe('Protect your wallet')
    await keyStep(page).getByLabel('Recovery password', { exact: true }).fill('too short')
    await keyStep(page).getByLabel('Repeat the recovery password').fill('too short')
    await keyStep(page).getByRole('button', { name: 'Set recovery password' }).click()
    await expect.poll(() => keyStep(page).getByRole('alert').textContent()).toBe('Use a recovery password of at least 12 characters')
    await keyStep(page).getByLabel('Recovery password', { exact: true }).fill(PASSWORD)
    await keyStep(page).getByLabel('Repeat the recovery password').fill(PASSWORD)
    const chosen = performance.now()
    await keyStep(page).getByRole('button', { name: 'Set recovery password' }).click()
    await connected(page)
    console.info(`[keys] first login: code to connected ${Math.round(performance.now() - started)} ms, of which password set to connected ${Math.round(performance.now() - chosen)} ms`)
    const address = (await page.getByTestId('dapp-address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false)

    // The same device again (a reload restores the session): device share + auth share, no step.
    const again = performance.now()
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 15_000 }).toBe('connected')
    console.info(`[keys] known device: reload to connected ${Math.round(performance.now() - again)} ms`)
    expect(await page.getByTestId('dapp-address').textContent()).toBe(address)
    expect(await keyStep(page).count()).toBe(0)
    await context.close()

    // A new device: the auth share and the recovery password, refused with the tries left when wrong.
    const { context: other, page: newDevice } = await codeEntered(email)
    await keyStep(newDevice).waitFor({ timeout: 15_000 })
    expect(await keyStep(newDevice).getByRole('heading').textContent()).toBe('Unlock your wallet')
    await keyStep(newDevice).getByLabel('Recovery password').fill('not the recovery phrase')
    await keyStep(newDevice).getByRole('button', { name: 'Unlock' }).click()
    await expect.poll(() => keyStep(newDevice).getByRole('alert').textContent(), { timeout: 15_000 }).toBe('This recovery password or passkey does not open your wallet: 4 tries left')
    await keyStep(newDevice).getByLabel('Recovery password').fill(PASSWORD)
    const unlocked = performance.now()
    await keyStep(newDevice).getByRole('button', { name: 'Unlock' }).click()
    await connected(newDevice)
    console.info(`[keys] new device: password given to connected ${Math.round(performance.now() - unlocked)} ms`)
    expect(await newDevice.getByTestId('dapp-address').textContent()).toBe(address)
    await other.close()
  }, 150_000)

  it('export shows the key in the frame only after Approve; deletion after Approve makes the next login a new wallet', async () => {
    const context = await browser.newContext()
    const harnessUrl = `http://127.0.0.1:${new URL(sandboxUrl).port}/__wallet-key-harness.html`
    const chainId = inject('chains')[0]?.chainId
    const page = await openFrameHarness(context, harnessUrl, frameHarnessHtml({ secureSiteUrl: inject('secureSiteUrl'), chainId, title: 'wallet key harness' }))
    const owner = `export-${Date.now()}@example.com`
    const first = await signInThroughHarness(page, { email: owner, mailWebUrl: inject('mailWebUrl'), chainId })
    const frame = secureFrame(page)

    const rejected = askFrame(page, FRAME_REQUEST_TYPES.PORTICO_EXPORT_KEY_V1, undefined)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await rejected).toMatchObject({ type: '@w3m-frame/PORTICO_EXPORT_KEY_V1_ERROR', payload: { code: 4001 } })
    const exported = askFrame(page, FRAME_REQUEST_TYPES.PORTICO_EXPORT_KEY_V1, undefined)
    expect(await frame.getByRole('dialog').getByRole('heading').textContent()).toBe('Export your wallet key')
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    const shown = frame.getByRole('dialog', { name: 'Your wallet key' })
    const key = (await shown.locator('dd').first().textContent()) as `0x${string}`
    expect(privateKeyToAddress(key)).toBe(first)
    await shown.getByRole('button', { name: 'Done' }).click()
    const reply = await exported
    expect(reply).toMatchObject({ type: '@w3m-frame/PORTICO_EXPORT_KEY_V1_SUCCESS' })
    expect(JSON.stringify(reply)).not.toContain(key.slice(2, 20))

    const deleted = askFrame(page, FRAME_REQUEST_TYPES.PORTICO_DELETE_ACCOUNT_V1, undefined)
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    expect(await deleted).toMatchObject({ type: '@w3m-frame/PORTICO_DELETE_ACCOUNT_V1_SUCCESS' })
    expect(await askFrame(page, FRAME_REQUEST_TYPES.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    await mail.deleteAll()
    const next = await signInThroughHarness(page, { email: owner, mailWebUrl: inject('mailWebUrl'), chainId })
    expect(next).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(next).not.toBe(first)
    await context.close()
  }, 90_000)
})
