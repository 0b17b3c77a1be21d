import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_PRIVATE_KEYS } from '../toolchain/processes/anvil'
import { connectButton, modal, useSandboxPage } from './browser'
import { recordViolations, strictPolicy, withPolicy } from './strictCsp'
import { startLocalRelay, type LocalRelay } from '../sandbox/walletconnect/relay/localRelay'
import { stubVerifyServer } from './walletconnect/verifyStub'
import { startWalletPeer, type WalletPeer } from './walletconnect/walletPeer'

const sandboxUrl = inject('sandboxUrl')
const chains = inject('chains')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
let relay: LocalRelay
let wallet: WalletPeer
let violations: string[]

beforeAll(async () => {
  relay = await startLocalRelay()
})
afterAll(async () => {
  await relay?.close()
})
beforeEach(async () => {
  page = currentPage()
  await stubVerifyServer(page.context())
  wallet = await startWalletPeer({ relayUrl: relay.url, privateKey: ANVIL_DEV_PRIVATE_KEYS[0] as `0x${string}`, chainIds: chains.map((chain) => chain.chainId) })
  violations = await recordViolations(page)
})
afterEach(async () => {
  await wallet?.stop()
})

describe('strict Content Security Policy, WalletConnect', () => {
  it('shows the pairing QR code, pairs with a wallet over the relay and shows the account without a violation', async () => {
    const policy = strictPolicy({ rpcUrls: chains.map((chain) => chain.rpcUrl), secureSiteUrl: inject('secureSiteUrl'), relayUrl: relay.url, porticoServerUrl: inject('porticoServerUrl') })
    await page.goto(withPolicy(`/?${new URLSearchParams({ relay: relay.url, adapters: 'none' })}`, policy))
    await connectButton(page).click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('data-view'), { timeout: 15_000 }).toBe('ConnectingWalletConnectBasic')
    const qr = dialog.getByTestId('wc-qr')
    await qr.locator('svg').waitFor()
    let uri = ''
    await expect
      .poll(async () => (uri = (await qr.getAttribute('data-wc-uri')) ?? '').startsWith('wc:'), { timeout: 15_000 })
      .toBe(true)
    await wallet.pair(uri)
    await wallet.approve(await wallet.nextProposal())
    await expect.poll(() => page.getByTestId('dapp-address').textContent(), { timeout: 15_000 }).toBe(wallet.address)
    expect(violations).toEqual([])
  })
})
