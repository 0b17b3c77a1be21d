import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createMailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { launchChromium, modal, newSandboxContext } from './browser'
import { deploySmartAccount, enterMailedCode, loggedIn, secureFrame, startEmailLogin } from './embeddedLogin'

// The embedded wallet's smart account through the page: EIP-7702 keeps the owner's address, the
// Account view shows and switches the type, wallet_sendCalls lands as one transaction on anvil.
const sandboxUrl = inject('sandboxUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const anvil = createPublicClient({ transport: http(inject('rpcUrl')) })

type Provider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
const request = (page: Page, method: string, params?: unknown) =>
  page.evaluate(
    ([method, params]) =>
      (window as unknown as { __porticoAppKit: { getWalletProvider: (ns: string) => Provider } }).__porticoAppKit
        .getWalletProvider('eip155')
        .request({ method: method as string, params })
        .then((value) => ({ value }), (error: Error) => ({ error: error.message })),
    [method, params] as const,
  )

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('smart account (EIP-7702, the owner\'s address)', () => {
  let session: { context: BrowserContext; page: Page; address: Address }
  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, `sam-${Date.now()}@example.com`)
  })
  afterAll(async () => {
    await session?.context.close()
  })

  it('an email login on eip155 gets a smart account by default, at the same address; the switch deploys it', async () => {
    const { page, address } = session
    await deploySmartAccount(page)
    expect(await page.getByTestId('dapp-address').textContent()).toBe(address)
    const code = await anvil.getCode({ address })
    expect(code?.startsWith('0xef0100')).toBe(true)
  })

  it('wallet_sendCalls: two transfers behind one approval, one transaction on the chain; the status reports it', async () => {
    const { page } = session
    const [first, second] = ['0x00000000000000000000000000000000000a11cE', '0x0000000000000000000000000000000000000b0B'] as const
    const before = await Promise.all([anvil.getBalance({ address: first }), anvil.getBalance({ address: second })])
    const sent = request(page, 'wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: session.address, atomicRequired: true, calls: [{ to: first, value: `0x${parseEther('0.01').toString(16)}` }, { to: second, value: `0x${parseEther('0.02').toString(16)}` }] },
    ])
    await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
    const { value, error } = (await sent) as { value?: { id: string }; error?: string }
    expect(error).toBeUndefined()
    let status: { status?: number; receipts?: { transactionHash: Hex }[] } = {}
    await expect
      .poll(async () => {
        status = ((await request(page, 'wallet_getCallsStatus', [value?.id])) as { value: typeof status }).value
        return status.status
      }, { timeout: 15_000 })
      .toBe(200)
    expect(new Set(status.receipts?.map((receipt) => receipt.transactionHash)).size).toBe(1)
    const after = await Promise.all([anvil.getBalance({ address: first }), anvil.getBalance({ address: second })])
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([parseEther('0.01'), parseEther('0.02')])
  })

  it('the dapp page\'s viem sendCalls (optional fields left undefined) lands as one transaction too', async () => {
    const { page } = session
    const burn = '0x000000000000000000000000000000000000dEaD'
    const before = await anvil.getBalance({ address: burn })
    if (await modal(page).isVisible()) await modal(page).getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'wallet_sendCalls (2 calls)' }).click()
    await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('request-result').textContent(), { timeout: 30_000 }).toMatch(/^wallet_sendCalls: success in 1 transaction\(s\) 0x[0-9a-f]{64}$/)
    expect((await anvil.getBalance({ address: burn })) - before).toBe(parseEther('0.001'))
  })

  it('a call whose data does not start with 0x is refused before any approval', async () => {
    const { page } = session
    const refused = (await request(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: session.address, data: 'deadbeef' }] }])) as { error?: string }
    expect(refused.error).toBe('Each call data must start with 0x')
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false)
  })
})

describe('sign-in (SIWX) with the embedded smart account', () => {
  it('signs in after an email login: the approval in the frame, a stored session whose signature verifies for the address', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/?siwx=optional')
      const email = `siwx-${Date.now()}@example.com`
      await startEmailLogin(page, email)
      await enterMailedCode(page, mail, email)
      await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 15_000 }).toBe('SIWXSignMessage')
      await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
      await modal(page).waitFor({ state: 'detached', timeout: 15_000 })
      const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@portico/siwx-sessions') ?? '[]') as { message: string; signature: Hex; data: { accountAddress: Address } }[])
      expect(session).toBeDefined()
      if (!session) return
      // Through the chain: EIP-1271 once the account is delegated, plain ECDSA before (the same key either way).
      expect(await anvil.verifyMessage({ address: session.data.accountAddress, message: session.message, signature: session.signature })).toBe(true)
    } finally {
      await context.close()
    }
  })
})
