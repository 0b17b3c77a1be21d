import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { createMailCatcherClient, readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'
import { connectButton, launchChromium, modal, newSandboxContext } from './browser'
import { approvalArmed, enterMailedCode, loggedIn, secureFrame, startEmailLogin } from './embeddedLogin'

// The embedded wallet against the real sandbox secure site (frame on its own origin, auth service,
// maildev): email login reading the code from the inbox, approvals in the frame, judged by anvil.
const sandboxUrl = inject('sandboxUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const rpcUrl = inject('rpcUrl')
const anvil = createPublicClient({ transport: http(rpcUrl) })

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const frame = secureFrame
const closeModal = (page: Page) => modal(page).getByRole('button', { name: 'Close' }).click()
const result = (page: Page) => page.getByTestId('request-result')
const enterCode = (page: Page, email: string) => enterMailedCode(page, mail, email)

describe('embedded wallet (email login through the secure frame)', () => {
  let session: { context: BrowserContext; page: Page; address: Address }
  const email = `ada-${Date.now()}@example.com`

  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, email)
  })
  afterAll(async () => {
    await session?.context.close()
  })
  // Each test starts from the same place, whatever the one before left: the dapp's page, connected, the modal closed.
  beforeEach(async () => {
    const { page } = session
    if (await modal(page).isVisible()) await closeModal(page)
    await page.getByTestId('dapp-status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 15_000 })
  })

  it('connects with the mailed code: the Account view shows the embedded address, its email and a funded balance', async () => {
    const { page, address } = session
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
    await page.getByRole('button', { name: 'Open account (useAppKit)' }).click()
    await expect.poll(() => modal(page).getByTestId('account-email').textContent()).toBe(email)
    await expect.poll(async () => anvil.getBalance({ address })).toBeGreaterThan(0n)
    await expect.poll(() => modal(page).getByTestId('account-balance').textContent(), { timeout: 10_000 }).toMatch(/[1-9]/)
    // The frame is there, hidden, on the secure site's origin; the keys never reach this page.
    const src = await page.locator('#w3m-iframe').getAttribute('src')
    expect(new URL(src ?? '').origin).toBe(new URL(inject('secureSiteUrl')).origin)
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false)
  })

  it('personal_sign opens ApproveTransaction, the frame approves, and the signature verifies', async () => {
    const { page, address } = session
    await page.getByRole('button', { name: 'personal_sign' }).click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ApproveTransaction')
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => result(page).textContent()).toMatch(/^personal_sign: 0x/)
    const signature = (await result(page).textContent())?.replace('personal_sign: ', '') as Hex
    expect(await verifyMessage({ address, message: 'Hello from the Portico sandbox', signature })).toBe(true)
    await expect.poll(() => modal(page).isVisible()).toBe(false)
  })

  it('eth_signTypedData_v4 verifies too', async () => {
    const { page, address } = session
    await page.getByRole('button', { name: 'eth_signTypedData_v4' }).click()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => result(page).textContent()).toMatch(/^eth_signTypedData_v4: 0x/)
    const signature = (await result(page).textContent())?.replace('eth_signTypedData_v4: ', '') as Hex
    const valid = await verifyTypedData({
      address,
      domain: { name: 'Portico sandbox', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'Hello from the Portico sandbox' },
      signature,
    })
    expect(valid).toBe(true)
  })

  it('eth_sendTransaction approved in the frame lands on anvil', async () => {
    const { page, address } = session
    await page.getByRole('button', { name: 'eth_sendTransaction' }).click()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => result(page).textContent(), { timeout: 15_000 }).toMatch(/^eth_sendTransaction: 0x[0-9a-f]{64}$/)
    const hash = (await result(page).textContent())?.replace('eth_sendTransaction: ', '') as Hex
    const receipt = await anvil.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  })

  it('Reject in the frame gives the dapp a user rejection (4001)', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'personal_sign' }).click()
    await approvalArmed(page)
    await frame(page).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => result(page).textContent()).toMatch(/^personal_sign failed: User rejected the request/)
  })

  it('closing the modal aborts a pending unsafe request; a safe one is not aborted', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'personal_sign' }).click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ApproveTransaction')
    await closeModal(page)
    await expect.poll(() => result(page).textContent()).toContain('Request was aborted')
    const balance = await page.evaluate(async () => {
      const appKit = (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => { request: (a: unknown) => Promise<unknown> } } }).__porticoAppKit
      return appKit.getWalletProvider('eip155').request({ method: 'eth_blockNumber' })
    })
    expect(balance).toMatch(/^0x/)
  })

  it('a method off the allow-list is refused: the thrown message, and Action not allowed in the modal', async () => {
    const { page, address } = session
    const refused = await page.evaluate(async (account) => {
      const appKit = (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => { request: (a: unknown) => Promise<unknown> } } }).__porticoAppKit
      return appKit
        .getWalletProvider('eip155')
        .request({ method: 'eth_sign', params: [account, '0xdeadbeef'] })
        .then(() => 'signed', (error: Error) => error.message)
    }, address)
    expect(refused).toBe('Requested RPC call is not allowed')
    await modal(page).getByText('Action not allowed').waitFor()
    await closeModal(page)
  })

  it('ethers BrowserProvider.getSigner() works (eth_requestAccounts is on the allow-list)', async () => {
    const { page, address } = session
    const accounts = await page.evaluate(async () => {
      const appKit = (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => { request: (a: unknown) => Promise<unknown> } } }).__porticoAppKit
      return appKit.getWalletProvider('eip155').request({ method: 'eth_requestAccounts' })
    })
    expect(accounts).toEqual([address])
  })

  it('a third-origin iframe posting frame replies is ignored: the account does not change', async () => {
    const { page, address } = session
    // The shell says in the console each message it drops: all three heard, the moment has passed.
    let dropped = 0
    const onConsole = (message: ConsoleMessage) => void (message.text().includes('not the secure frame') && (dropped += 1))
    page.on('console', onConsole)
    await page.evaluate(() => {
      const intruder = document.createElement('iframe')
      intruder.srcdoc = `<script>
        for (const type of ['@w3m-frame/READY', '@w3m-frame/GET_USER_SUCCESS', '@w3m-frame/IS_CONNECTED_SUCCESS'])
          parent.postMessage({ id: 'x', type, payload: { address: '0x000000000000000000000000000000000000bEEF', chainId: 'eip155:31337', isConnected: false, version: '1' } }, '*')
      </script>`
      document.body.appendChild(intruder)
    })
    await expect.poll(() => dropped).toBeGreaterThanOrEqual(3)
    page.off('console', onConsole)
    expect(await page.getByTestId('dapp-address').textContent()).toBe(address)
    const accounts = await page.evaluate(async () => {
      const appKit = (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => { request: (a: unknown) => Promise<unknown> } } }).__porticoAppKit
      return appKit.getWalletProvider('eip155').request({ method: 'eth_accounts' })
    })
    expect(accounts).toEqual([address])
  })

  it('a reload restores the session without a prompt (connecting, then connected)', async () => {
    const { page } = session
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 15_000 }).toBe('connected')
    const log = await page.evaluate(() => (window as unknown as { __porticoStatusLog: string[] }).__porticoStatusLog)
    expect(log).toEqual(expect.arrayContaining(['connecting', 'connected']))
    expect(await page.getByTestId('dapp-address').textContent()).toBe(session.address)
    // No prompt: the modal stays closed.
    expect(await modal(page).count()).toBe(0)
  })

  it('a second code request within 30 s waits: Resend counts the cooldown down, and asking again gets the cooldown message', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      const other = `cooldown-${Date.now()}@example.com`
      await startEmailLogin(page, other)
      // A fresh browser approves itself from the mailed link first, then the code step shows.
      await fetch(readApprovalLink(await mail.waitForMail(other, (message) => message.subject.includes('new device'))))
      await modal(page).getByRole('textbox', { name: '6-digit code' }).waitFor({ timeout: 15_000 })
      // The code step counts the cooldown down on its Resend button, which waits it out...
      const resend = modal(page).getByRole('button', { name: /^Resend code in \d+ s$/ })
      expect(await resend.isDisabled()).toBe(true)
      // ...and asking again another way (back to Connect, Continue) gets the spec's message.
      await modal(page).getByRole('button', { name: 'Back', exact: true }).click()
      await modal(page).getByRole('textbox', { name: 'Email' }).fill(other)
      await modal(page).getByRole('button', { name: 'Continue' }).click()
      await modal(page).getByText(/^Please try again after \d+ seconds$/).waitFor()
      // No code went out: the view says so under its own title, not the code step's.
      expect(await modal(page).getAttribute('data-view')).toBe('EmailLoginFailed')
    } finally {
      await context.close()
    }
  })

  it('another browser verifies the device from the mailed link, then gets the same wallet', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      // The frame's polls while the device waits: answers, never errors a console would log.
      const polls: number[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/v1/device/connect') polls.push(response.status())
      })
      await page.goto('/')
      await startEmailLogin(page, email)
      await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 15_000 }).toBe('EmailVerifyDevice')
      await expect.poll(() => polls.length).toBeGreaterThan(0)
      const link = readApprovalLink(await mail.waitForMail(email, (message) => message.subject.includes('new device')))
      await (await context.newPage()).goto(link)
      await enterCode(page, email)
      await expect.poll(() => page.getByTestId('dapp-address').textContent(), { timeout: 15_000 }).toBe(session.address)
      expect(polls.every((status) => status === 200)).toBe(true)
    } finally {
      await context.close()
    }
  })
  it('account settings change the email in two steps (current address, then the new one)', async () => {
    // A login of its own: the other tests keep the shared session's email.
    const email = `eve-${Date.now()}@example.com`
    const { context, page } = await loggedIn(browser, sandboxUrl, mail, email)
    const newEmail = `eve-new-${Date.now()}@example.com`
    await modal(page).getByRole('button', { name: 'Email' }).click()
    await modal(page).getByRole('textbox', { name: 'New email' }).fill(newEmail)
    await modal(page).getByRole('button', { name: 'Save' }).click()
    const first = readOtp(await mail.waitForMail(email, (message) => message.subject.includes('email change code')))
    await modal(page).getByRole('textbox', { name: '6-digit code' }).fill(first)
    await modal(page).getByText('Enter the code we sent to your new email address').waitFor()
    const second = readOtp(await mail.waitForMail(newEmail, (message) => message.subject.includes('email change code')))
    await modal(page).getByRole('textbox', { name: '6-digit code' }).fill(second)
    await expect.poll(() => modal(page).getByTestId('account-email').textContent(), { timeout: 10_000 }).toBe(newEmail)
    await context.close()
  })

  it('switching to Solana gives the same user a Solana address; solana_signMessage verifies (Ed25519)', async () => {
    // A login of its own: the chain it switches to is remembered for the next visit.
    const { context, page } = await loggedIn(browser, sandboxUrl, mail, `sol-${Date.now()}@example.com`)
    await page.goto('/?namespaces=solana')
    await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 15_000 }).toBe('connected')
    // Switching goes through the network view, as a user would.
    await page.locator('appkit-network-button button').click()
    await modal(page).getByRole('button', { name: /Solana Devnet/ }).click()
    await expect.poll(() => page.getByTestId('dapp-address').textContent(), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const solanaAddress = (await page.getByTestId('dapp-address').textContent()) ?? ''
    const message = new TextEncoder().encode('Hello Solana from the Portico sandbox')
    const signed = page.evaluate(
      async ({ message, pubkey }) => {
        const appKit = (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => { request: (a: unknown) => Promise<unknown> } } }).__porticoAppKit
        return appKit.getWalletProvider('solana').request({ method: 'solana_signMessage', params: { message, pubkey } })
      },
      { message: base58.encode(message), pubkey: solanaAddress },
    )
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const { signature } = (await signed) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(solanaAddress))).toBe(true)
    await context.close()
  })

  it('disconnect signs out in the frame and clears the stored email, its flag and the last chain', async () => {
    // A login of its own: the session ends here.
    const { context, page } = await loggedIn(browser, sandboxUrl, mail, `bye-${Date.now()}@example.com`)
    await closeModal(page)
    const stored = () => page.evaluate(() => localStorage.getItem('@portico/auth'))
    expect(JSON.parse((await stored()) ?? '{}')).toMatchObject({ emailLoginUsed: true })
    await page.getByRole('button', { name: 'Disconnect (useDisconnect)' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    const left = JSON.parse((await stored()) ?? '{}') as Record<string, unknown>
    expect([left.emailLoginUsed, left.email, left.lastChainId, left.socialUsername]).toEqual([undefined, undefined, undefined, undefined])
    // Signed out in the frame too: a reload does not bring the session back.
    await page.reload()
    // The page has booted (its button drawn, no stored session to restore): still disconnected.
    await expect.poll(() => connectButton(page).textContent()).toBe('Connect Wallet')
    expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    await context.close()
  })
})

describe('embedded wallet faults', () => {
  it('the secure site down: no code step pretended, said in a wallet holder\'s words (the cause on the console), Try again asks anew, and the rest of the modal works', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/?secureSite=http://127.0.0.1:9/&secureSiteTimeoutMs=1500')
      await startEmailLogin(page, 'down@example.com')
      const cause = page.waitForEvent('console', (message) => message.text().includes('Unable to load email login dependency'))
      const dialog = modal(page)
      await dialog.getByText('Email login isn’t available right now. Try again in a moment.').waitFor({ timeout: 10_000 })
      await cause
      // Titled as email login, not as the code step, with no code field; SPEC section 8's alert stays as written.
      expect(await dialog.getAttribute('data-view')).toBe('EmailLoginFailed')
      expect(await dialog.locator('.header-title').textContent()).toBe('Email Login')
      expect(await dialog.getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).count()).toBe(1)
      await dialog.getByText('Couldn’t send a code').waitFor()
      expect(await dialog.getByLabel('6-digit code').count()).toBe(0)
      expect(await dialog.textContent()).not.toMatch(/Confirm Email|Unable to load|Auth service|Version/)
      // Try again asks anew (a new frame): the site still down, the same view comes back.
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('EmailVerifyOtp')
      await expect.poll(() => dialog.getAttribute('data-view'), { timeout: 10_000 }).toBe('EmailLoginFailed')
      await dialog.getByRole('button', { name: 'Go back' }).click()
      await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).waitFor()
    } finally {
      await context.close()
    }
  })
})
