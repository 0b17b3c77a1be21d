import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, isAddressEqual, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createMailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { connectButton, connectSandboxWallet, launchChromium, modal, newSandboxContext } from './browser'
import { approvalArmed, deploySmartAccount, loggedIn, secureFrame } from './embeddedLogin'

// Account names for the embedded wallet: choose a name, register it (signed in the frame, checked
// and kept by Portico Server), and see it in the Account view, on the button, after a reload, and
// in Send, also from another browser.
const sandboxUrl = inject('sandboxUrl')
const porticoServerUrl = inject('porticoServerUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const [firstChain] = inject('chains')
if (!firstChain) throw new Error('no sandbox chain')
const anvil = createPublicClient({ transport: http(firstChain.rpcUrl) })

/** The address Portico Server holds for `name` (the hosted lookup: the record, or `[]` for a free name), as any client would ask. */
async function registeredAddress(name: string): Promise<string | undefined> {
  const response = await fetch(`${porticoServerUrl}/v1/profile/account/${name}?projectId=portico-sandbox&apiVersion=2`)
  const answer = (await response.json()) as [] | { addresses: Record<string, { address: string }> }
  return Array.isArray(answer) ? undefined : answer.addresses['60']?.address
}

/** Whether Portico Server holds `name` for `address`. */
async function heldBy(name: string, address: Address): Promise<boolean> {
  const registered = await registeredAddress(name)
  return registered !== undefined && isAddressEqual(registered as Address, address)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const view = (page: Page) => () => modal(page).getAttribute('data-view')
const chooseName = (page: Page) => modal(page).getByRole('button', { name: 'Choose a name' })
const nameField = (page: Page) => modal(page).getByLabel('Name', { exact: true })
const registerButton = (page: Page) => modal(page).getByRole('button', { name: 'Register' })
const availability = (page: Page) => modal(page).getByTestId('names-availability')

/** The Account view from a fresh load of the page (a restored session), whatever the test before left open. */
async function toAccountView(page: Page) {
  await page.reload()
  await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 15_000 }).toBe('connected')
  await connectButton(page).click()
  await expect.poll(view(page), { timeout: 15_000 }).toBe('Account')
}

/** The register view with `label` typed and offered as available. */
async function typedAvailable(page: Page, label: string) {
  await toAccountView(page)
  await chooseName(page).click()
  await expect.poll(view(page)).toBe('RegisterAccountName')
  await nameField(page).fill(label)
  await expect.poll(() => availability(page).textContent()).toBe(`${label}.reown.id is available`)
}

describe('choosing an account name (the embedded wallet)', () => {
  const label = `ada-${Date.now().toString(36)}`
  let session: { context: BrowserContext; page: Page; address: Address }
  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, `${label}@example.com`)
  })
  afterAll(async () => {
    await session?.context.close()
  })

  it('offers to choose a name; the rule refuses a bad one; suggestions and availability show', async () => {
    const { page } = session
    await toAccountView(page)
    await chooseName(page).click()
    await expect.poll(view(page)).toBe('RegisterAccountName')
    await nameField(page).fill('bob')
    expect(await modal(page).getByRole('alert').textContent()).toBe('Use letters, digits and hyphens only, at least 4 characters')
    expect(await registerButton(page).isDisabled()).toBe(true)
    // What no DNS label may be: each refused with its reason, nothing asked of the service.
    const refusals = {
      ['a'.repeat(300)]: 'Use at most 63 characters',
      '----': 'A name cannot start or end with a hyphen',
      'xn--abcd': 'Hyphens in the third and fourth places are reserved',
      'ab--cd': 'Hyphens in the third and fourth places are reserved',
    }
    for (const [refused, reason] of Object.entries(refusals)) {
      await nameField(page).fill(refused)
      await expect.poll(() => modal(page).getByTestId('names-rule').textContent()).toBe(reason)
      expect(await registerButton(page).isDisabled()).toBe(true)
      expect(await availability(page).count()).toBe(0)
    }
    await nameField(page).fill('carol')
    await expect.poll(() => availability(page).textContent()).toBe('carol.reown.id is taken')
    await nameField(page).fill(label)
    await expect.poll(() => availability(page).textContent()).toBe(`${label}.reown.id is available`)
    const suggestions = modal(page).getByRole('list', { name: 'Suggestions' }).getByRole('button')
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0)
    expect((await suggestions.allTextContents()).every((suggestion) => suggestion.startsWith(label) && suggestion.endsWith('.reown.id'))).toBe(true)
  })

  it('a rejected signature returns to the register view with the error, and nothing is registered', async () => {
    const { page } = session
    const rejected = `${label}-no`
    await typedAvailable(page, rejected)
    await registerButton(page).click()
    await expect.poll(view(page), { timeout: 10_000 }).toBe('ApproveTransaction')
    await approvalArmed(page)
    await secureFrame(page).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(view(page)).toBe('RegisterAccountName')
    expect(await modal(page).getByTestId('names-register-error').textContent()).toBe(`Error registering name ${rejected}.reown.id`)
    expect(await registeredAddress(`${rejected}.reown.id`)).toBeUndefined()
  })
})

describe('a registered account name (a deployed smart account)', () => {
  const label = `bea-${Date.now().toString(36)}`
  const name = `${label}.reown.id`
  let session: { context: BrowserContext; page: Page; address: Address }
  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, `${label}@example.com`)
  })
  afterAll(async () => {
    await session?.context.close()
  })

  // One test: what follows the registration needs it.
  it('registers (success view, approval in the frame, the name on the server, the Account view and the button); a reload shows it before any click; Send resolves it and its legacy form, from another browser too', async () => {
    const { page, address } = session
    // Deployed (EIP-7702): Portico Server then verifies the registration's signature through EIP-1271.
    await deploySmartAccount(page)
    expect((await anvil.getCode({ address }))?.startsWith('0xef0100')).toBe(true)
    await typedAvailable(page, label)
    await registerButton(page).click()
    await expect.poll(view(page), { timeout: 10_000 }).toBe('ApproveTransaction')
    await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(view(page)).toBe('RegisterAccountNameSuccess')
    await expect.poll(() => modal(page).getByTestId('names-registered').textContent(), { timeout: 15_000 }).toBe(`${name} is yours`)
    await expect.poll(() => heldBy(name, address), { timeout: 15_000 }).toBe(true)
    await modal(page).getByRole('button', { name: 'Back to account' }).click()
    await expect.poll(view(page)).toBe('Account')
    expect(await modal(page).getByTestId('account-address').textContent()).toBe(name)
    expect(await chooseName(page).count()).toBe(0)
    expect(await connectButton(page).textContent()).toContain(name)

    // After a reload the button shows the name before any click (reverse lookup at restore), and the entry stays gone.
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 15_000 }).toBe('connected')
    await expect.poll(() => connectButton(page).textContent(), { timeout: 15_000 }).toContain(name)
    await connectButton(page).click()
    await expect.poll(() => modal(page).getByTestId('account-address').textContent(), { timeout: 15_000 }).toBe(name)
    expect(await chooseName(page).count()).toBe(0)

    // Send resolves the name, and its legacy .wcn.id form, to the address.
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(view(page)).toBe('WalletSend')
    for (const typed of [name, `${label}.wcn.id`]) {
      await modal(page).getByLabel('Receiver address or name').fill(typed)
      await expect.poll(() => modal(page).getByTestId('send-resolved-address').getAttribute('title'), { timeout: 10_000 }).toBe(address)
    }

    // Another browser, with another wallet, resolves it too: the names live on the server for the session.
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const other = await context.newPage()
      await other.goto('/')
      await connectSandboxWallet(other)
      await modal(other).getByRole('button', { name: 'Send', exact: true }).click()
      await modal(other).getByLabel('Receiver address or name').fill(name)
      await expect.poll(() => modal(other).getByTestId('send-resolved-address').getAttribute('title'), { timeout: 10_000 }).toBe(address)
      // Not an embedded wallet: no name to choose here.
      await modal(other).getByRole('button', { name: 'Back' }).click()
      expect(await chooseName(other).count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 120_000)
})

describe('a long account name', () => {
  // 63 characters, the longest label the rule takes: 72 with its suffix, some 600 px of text.
  const label = `long-${Date.now().toString(36)}-`.padEnd(63, 'x')
  const name = `${label}.reown.id`
  let session: { context: BrowserContext; page: Page; address: Address }
  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, `long-${Date.now().toString(36)}@example.com`)
  })
  afterAll(async () => {
    await session?.context.close()
  })

  it('is cut with an ellipsis on the button and the Account view, whole in their titles', async () => {
    const { page, address } = session
    // Registered as a user does: the Account view's Choose a name, signed in the frame.
    await typedAvailable(page, label)
    await registerButton(page).click()
    await expect.poll(view(page), { timeout: 10_000 }).toBe('ApproveTransaction')
    await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(view(page), { timeout: 15_000 }).toBe('RegisterAccountNameSuccess')
    // The success view shows first (SPEC): the registration lands on the server a moment later.
    await expect.poll(() => heldBy(name, address), { timeout: 15_000 }).toBe(true)
    await page.reload()
    await expect.poll(() => connectButton(page).textContent(), { timeout: 15_000 }).toContain(name)
    const button = await connectButton(page).boundingBox()
    expect(button?.width).toBeLessThanOrEqual(260)
    expect(await connectButton(page).getAttribute('title')).toContain(name)
    expect(await connectButton(page).evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis')).toBe(true)

    await connectButton(page).click()
    const header = modal(page).getByTestId('account-address')
    await expect.poll(() => header.textContent(), { timeout: 15_000 }).toBe(name)
    expect(await header.getAttribute('title')).toBe(`${name} (${address})`)
    const [headerBox, dialogBox] = await Promise.all([header.boundingBox(), modal(page).boundingBox()])
    expect(headerBox!.width).toBeLessThanOrEqual(dialogBox!.width)
    expect(await header.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis')).toBe(true)
  })
})
