import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { findFreePort } from '../toolchain/processes/anvil'
import { startWalletConnectSandbox, type WalletConnectSandbox } from '../sandbox/walletconnect/startWalletConnectSandbox'
import { WALLETCONNECT_WALLET_ADDRESS } from '../sandbox/walletconnect/wallet/walletKey'
import { connectButton, modal } from './browser'
import { answerRequest, approveConnection, openWalletPage, poll, shownUri, useWalletConnectSandbox } from './walletconnect/walletPage'

// WalletConnect as a person tries it in `npm start`: the dapp pairs through the local relay with
// the sandbox wallet PAGE (WalletKit, anvil's dev account 5) open in a second page on its own
// origin, where every proposal and request waits for its Approve or Reject button.

const sandboxUrl = inject('sandboxUrl')
const [first, second] = inject('chains')
const DEAD: Address = '0x000000000000000000000000000000000000dEaD'

const session = useWalletConnectSandbox(sandboxUrl, [first!, second!])
let page: Page
let wallet: Page
let wc: WalletConnectSandbox
beforeEach(() => {
  ;({ page, wallet, wc } = session.current())
})

const status = (p: Page) => p.getByTestId('dapp-status').textContent()
const result = () => page.getByTestId('request-result').textContent()
const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/** Pairs the wallet page with the sandbox dapp. Resolves when the dapp is connected, with the ms from Approve. */
async function pairOnWalletPage(walletPage: Page, uri: string) {
  const approvedAt = await approveConnection(walletPage, uri, 'Portico sandbox')
  await poll(() => status(page)).toBe('connected')
  return Date.now() - approvedAt
}

const answer = (method: string, decision: 'Approve' | 'Reject') => answerRequest(wallet, method, decision)

describe('the sandbox WalletConnect wallet page', () => {
  it('pairs from Copy link (after a rejected first try), signs, sends to anvil, switches chain, keeps the session over a reload and disconnects, each approved on the page', async () => {
    await openWalletPage(wallet, wc.walletUrl)
    expect(await wallet.getByTestId('wallet-address').textContent()).toBe(WALLETCONNECT_WALLET_ADDRESS)

    await page.goto(`/?${new URLSearchParams({ relay: wc.relayUrl })}`)
    await connectButton(page).click()
    const dialog = modal(page)
    const clickedAt = Date.now()
    await dialog.getByRole('button', { name: /WalletConnect/ }).first().click()
    const uri = await shownUri(page)
    const uriMs = Date.now() - clickedAt
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    // Reject on the wallet page first: the modal says so and Try again offers a fresh link.
    await wallet.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
    await wallet.getByRole('button', { name: 'Connect' }).click()
    await wallet.getByRole('region', { name: 'Connection request from Portico sandbox' }).getByRole('button', { name: 'Reject' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const freshUri = await shownUri(page)
    expect(freshUri).not.toBe(uri)

    const pairedAt = Date.now()
    const approveMs = await pairOnWalletPage(wallet, freshUri)
    const pairMs = Date.now() - pairedAt
    console.log(`[walletconnect sandbox] click WalletConnect -> URI shown: ${uriMs} ms; paste -> connected: ${pairMs} ms (Approve -> connected ${approveMs} ms)`)
    expect(await page.getByTestId('dapp-address').textContent()).toBe(WALLETCONNECT_WALLET_ADDRESS)
    expect(wc.relayMethods).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession']))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Reject first: the dapp hears 4001; then Approve signs with the dev key.
    await page.getByRole('button', { name: 'personal_sign' }).click()
    await answer('personal_sign', 'Reject')
    await poll(() => result()).toBe('personal_sign failed: User rejected the request.')
    await page.getByRole('button', { name: 'personal_sign' }).click()
    await expect.poll(() => wallet.getByRole('region', { name: 'personal_sign request' }).textContent(), { timeout: 15_000 }).toContain('Hello from the Portico sandbox')
    await answer('personal_sign', 'Approve')
    await poll(() => result()).toMatch(/^personal_sign: 0x[0-9a-f]+$/)
    const signature = ((await result()) ?? '').replace('personal_sign: ', '') as Hex
    expect(await verifyMessage({ address: WALLETCONNECT_WALLET_ADDRESS, message: 'Hello from the Portico sandbox', signature })).toBe(true)

    // A transaction the page sends to anvil: judged by anvil's balances.
    const chainOne = client(first!.rpcUrl)
    const deadBefore = await chainOne.getBalance({ address: DEAD })
    await page.getByRole('button', { name: 'eth_sendTransaction' }).click()
    await answer('eth_sendTransaction', 'Approve')
    await poll(() => result()).toMatch(/^eth_sendTransaction: 0x[0-9a-f]{64}$/)
    const hash = ((await result()) ?? '').replace('eth_sendTransaction: ', '') as Hex
    const receipt = await chainOne.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    expect(receipt).toMatchObject({ status: 'success', from: WALLETCONNECT_WALLET_ADDRESS.toLowerCase() })
    expect((await chainOne.getBalance({ address: DEAD })) - deadBefore).toBe(parseEther('0.01'))

    // The session grants the first chain only: the second is a wallet_switchEthereumChain to approve.
    await page.getByRole('button', { name: 'Open account (useAppKit)' }).click()
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name}(?: Active)?$`) }).click()
    await answer('wallet_switchEthereumChain', 'Approve')
    await poll(() => dialog.getByTestId('account-network').textContent()).toBe(second!.name)
    await poll(() => page.getByText(`eip155:${second!.chainId}:${WALLETCONNECT_WALLET_ADDRESS}`).count()).toBe(1)
    await expect.poll(() => wallet.getByRole('list', { name: 'Sessions' }).textContent()).toContain(`eip155:${second!.chainId}`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Typed data on the new chain.
    await page.getByRole('button', { name: 'eth_signTypedData_v4' }).click()
    await answer('eth_signTypedData_v4', 'Approve')
    await poll(() => result()).toMatch(/^eth_signTypedData_v4: 0x[0-9a-f]+$/)
    const typedSignature = ((await result()) ?? '').replace('eth_signTypedData_v4: ', '') as Hex
    const typed = {
      domain: { name: 'Portico sandbox', version: '1', chainId: second!.chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'Hello from the Portico sandbox' },
    } as const
    expect(await verifyTypedData({ address: WALLETCONNECT_WALLET_ADDRESS, ...typed, signature: typedSignature })).toBe(true)

    // The wallet page keeps the session across a reload; Disconnect there and the dapp is told.
    await wallet.reload()
    await poll(() => wallet.getByTestId('wallet-status').textContent()).toContain('Ready')
    await poll(() => wallet.getByRole('list', { name: 'Sessions' }).textContent()).toContain('Portico sandbox')
    await wallet.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: 'Disconnect' }).click()
    await poll(() => status(page)).toBe('disconnected')
    await wallet.getByText('No session.').waitFor()
  })

  it('an unreachable relay is said within 10 s with Try again, which pairs once the relay is there', async () => {
    const port = await findFreePort()
    await page.goto(`/?${new URLSearchParams({ relay: `ws://127.0.0.1:${port}`, adapters: 'none' })}`)
    const clickedAt = Date.now()
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('alert').filter({ hasText: 'Can’t reach WalletConnect' }).waitFor({ timeout: 10_000 })
    const saidMs = Date.now() - clickedAt
    console.log(`[walletconnect sandbox] unreachable relay said after ${saidMs} ms`)
    expect(saidMs).toBeLessThan(10_000)
    expect(await dialog.getByText('the WalletConnect relay did not answer').count()).toBe(1)
    expect(await status(page)).toBe('disconnected')

    // The relay comes up on that port (with a wallet page of its own); Try again pairs.
    const late = await startWalletConnectSandbox({ relayPort: port, chains: [first!, second!] })
    try {
      await openWalletPage(wallet, late.walletUrl)
      const retriedAt = Date.now()
      await dialog.getByRole('button', { name: 'Try again' }).click()
      const uri = await shownUri(page)
      console.log(`[walletconnect sandbox] Try again -> URI shown: ${Date.now() - retriedAt} ms`)
      await pairOnWalletPage(wallet, uri)
      expect(await page.getByTestId('dapp-address').textContent()).toBe(WALLETCONNECT_WALLET_ADDRESS)
    } finally {
      await late.stop()
    }
  })
})
