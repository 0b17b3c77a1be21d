import { SESSION_ACCOUNT_ABI, SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SESSION_COUNTER } from '../secure-site/src/smart-account/addresses'
import { createMailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { launchChromium, modal } from './browser'
import { loggedIn, secureFrame } from './embeddedLogin'

// Smart sessions end to end: the dapp's grantPermissions, approved in the secure frame, grants on
// chain; the dapp's session key then calls with no wallet involved and the chain judges every call;
// Account > Sessions lists the session and Revoke (signed in the frame, submitted by the sessions
// API's relayer) makes the chain refuse the key. A fresh account: other files share these chains.
const sandboxUrl = inject('sandboxUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const anvil = createPublicClient({ transport: http(inject('rpcUrl')), pollingInterval: 100 })

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const panel = (page: Page) => page.getByRole('region', { name: 'Smart sessions' })
const result = (page: Page) => page.getByTestId('session-result')
/** Clicks a panel button and waits until its result is in (no longer waiting). */
async function press(page: Page, name: string): Promise<string> {
  await panel(page).getByRole('button', { name }).click()
  await expect.poll(async () => (await result(page).textContent()) ?? '', { timeout: 30_000 }).not.toMatch(/waiting\.\.\.$/)
  return (await result(page).textContent()) ?? ''
}

/** A fresh session key, granted the counter's increment for `seconds` (approved in the frame). */
async function grantCounter(page: Page, seconds: number): Promise<Hex> {
  expect(await press(page, 'Make a session key')).toMatch(/^session key: 0x[0-9a-fA-F]{40} \(funded with 1 ETH\)$/)
  await page.getByTestId('session-expires-in').fill(String(seconds))
  await panel(page).getByRole('button', { name: 'Grant: counter increment' }).click()
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Grant permissions to a session key' }).waitFor({ timeout: 15_000 })
  expect(await frame.getByText(`increment on ${SESSION_COUNTER.address}`).count()).toBe(1)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(async () => (await result(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^grant: granted 0x[0-9a-f]{64} until /)
  return (await page.getByTestId('session-pci').textContent()) as Hex
}

describe('smart sessions (ERC-7715 on the EIP-7702 account)', () => {
  let session: { context: BrowserContext; page: Page; address: Address }
  beforeAll(async () => {
    session = await loggedIn(browser, sandboxUrl, mail, `sessions-${Date.now()}@example.com`)
    await modal(session.page).getByRole('button', { name: 'Close' }).click()
  }, 60_000)
  afterAll(async () => {
    await session?.context.close()
  })

  it('grantPermissions -> approve in the frame -> granted on chain; the key makes the granted call, the chain refuses another', async () => {
    const { page, address } = session
    const counted = () => anvil.readContract({ address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functionName: 'counts', args: [address] })
    const before = await counted()
    const pci = await grantCounter(page, 600)
    const [signer, , revoked] = await anvil.readContract({ address, abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', args: [pci] })
    expect(signer).toBe(await page.getByTestId('session-key').textContent())
    expect(revoked).toBe(false)
    expect(await press(page, 'Use session key: allowed call')).toMatch(/^allowed call: success 0x[0-9a-f]{64}$/)
    expect(await counted()).toBe(before + 1n)
    expect(await press(page, 'Use session key: disallowed call')).toBe('disallowed call: reverted: CallNotPermitted')
    expect(await counted()).toBe(before + 1n)
  }, 90_000)

  it('Account > Sessions lists a granted session; Revoke signs in the frame, the API submits it, and the chain refuses the key', async () => {
    const { page, address } = session
    const pci = await grantCounter(page, 600)
    await page.getByRole('button', { name: 'Open account (useAppKit)' }).click()
    await modal(page).getByRole('button', { name: 'Sessions' }).click()
    const row = modal(page).getByTestId(`session-${pci}`)
    await row.waitFor({ timeout: 15_000 })
    expect(await row.getByTestId('session-status').textContent()).toBe('Active')
    expect(await row.textContent()).toContain('Portico sandbox')
    expect(await row.textContent()).toContain(new URL(sandboxUrl).origin)
    expect(await row.textContent()).toContain('May call increment on')
    await row.getByRole('button', { name: 'Revoke' }).click()
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Revoke a session' }).waitFor({ timeout: 15_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => modal(page).getByTestId(`session-${pci}`).getByTestId('session-status').textContent(), { timeout: 30_000 }).toBe('Revoked')
    const [, , revoked] = await anvil.readContract({ address, abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', args: [pci] })
    expect(revoked).toBe(true)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    expect(await press(page, 'Use session key: allowed call')).toBe('allowed call: reverted: SessionIsRevoked')
  }, 90_000)

  it('after its expiry, the chain refuses a session key the call it allowed before', async () => {
    const { page } = session
    const seconds = 12
    await grantCounter(page, seconds)
    expect(await press(page, 'Use session key: allowed call')).toMatch(/^allowed call: success /)
    // anvil stamps each block with the wall clock (no time travel for the other files): the key is
    // used again until the chain itself refuses it, once a block falls past the expiry.
    await expect.poll(() => press(page, 'Use session key: allowed call'), { timeout: (seconds + 20) * 1000 }).toBe('allowed call: reverted: SessionExpired')
  }, 90_000)
})
