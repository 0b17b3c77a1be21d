import type { Page, Request } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseEther, parseUnits, type Address } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { formatBalance } from '../contracts/src/format/formatBalance'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectSandboxWallet, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const token = inject('tokens').find((t) => t.chainId === inject('chains')[0]?.chainId)
const sender = ANVIL_DEV_ADDRESSES[0] as Address
const receiver = ANVIL_DEV_ADDRESSES[1] as Address
const chain = createPublicClient({ transport: http(rpcUrl) })
const tokenAddress = token!.address as Address

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const ethOf = (address: Address) => chain.getBalance({ address })
const pusdOf = (address: Address) => chain.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const view = () => modal(page).getAttribute('data-view')

/** Connects, opens Send from the Account view and waits for the native token to be picked. */
async function openSend() {
  await page.goto('/')
  await connectSandboxWallet(page)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(view).toBe('WalletSend')
  // The balances come from Portico Server's multicall on anvil: longer than a page mock under load.
  await expect.poll(() => modal(page).getByTestId('send-select-token').textContent(), { timeout: 10_000 }).toContain('ETH')
}

async function pickToken(symbol: string) {
  await modal(page).getByTestId('send-select-token').click()
  await expect.poll(view).toBe('WalletSendSelectToken')
  await modal(page).getByRole('button', { name: new RegExp(symbol) }).click()
  await expect.poll(view).toBe('WalletSend')
}

async function fillDraft(amount: string, to: string) {
  await modal(page).getByLabel('Amount').fill(amount)
  await modal(page).getByLabel('Receiver address or name').fill(to)
}

/** Preview, Send, and the wallet's answer; the modal is on Account as soon as the send starts. */
async function confirmSend(answer: 'Approve' | 'Reject') {
  await modal(page).getByRole('button', { name: 'Preview Send' }).click()
  await expect.poll(view).toBe('WalletSendPreview')
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(view).toBe('Account')
  await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').waitFor()
  await answerWallet(page, answer)
}

describe('send', () => {
  it('sends native ETH to another dev account: both balances change on chain and the UI follows', async () => {
    const [senderBefore, receiverBefore] = await Promise.all([ethOf(sender), ethOf(receiver)])
    await openSend()
    await fillDraft('1.5', receiver)
    await confirmSend('Approve')
    await modal(page).getByTestId('toast').filter({ hasText: 'Transaction started' }).waitFor()

    await expect.poll(() => ethOf(receiver)).toBe(receiverBefore + parseEther('1.5'))
    const senderAfter = await ethOf(sender)
    expect(senderAfter < senderBefore - parseEther('1.5')).toBe(true) // and the gas
    await expect.poll(() => modal(page).getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe(`${formatBalance(formatEther(senderAfter))} ETH`)

    // The Activity tab lists the transfer, read from the chain's blocks.
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const activity = modal(page).getByRole('tabpanel')
    await expect.poll(() => activity.getByTestId('transaction-description').first().textContent()).toBe('1.5 ETH')
    expect(await activity.getByTestId('transaction-title').first().textContent()).toBe('Send')
    expect(await activity.getByTestId('transaction-group').first().getByRole('heading').textContent()).toBe(
      new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    )
  })

  it('sends the ERC-20 to a name: balances change on chain and in the token list', async () => {
    const [senderBefore, receiverBefore] = await Promise.all([pusdOf(sender), pusdOf(receiver)])
    await openSend()
    await pickToken('PUSD')
    expect(await modal(page).getByTestId('send-token-balance').textContent()).toBe(`${formatBalance(formatUnits(senderBefore, 6))} PUSD`)
    // The API lists an NFT collection with decimals '0': the send flow drops it.
    await modal(page).getByTestId('send-select-token').click()
    // ETH, PUSD and PEUR (the sandbox's second ERC-20, for swaps).
    expect(await modal(page).getByRole('list', { name: 'Your tokens' }).getByRole('listitem').count()).toBe(3)
    await modal(page).getByRole('button', { name: /PUSD/ }).click()

    await fillDraft('25', 'bobby.reown.id')
    await expect.poll(() => modal(page).getByTestId('send-resolved-address').getAttribute('title')).toBe(receiver)
    await modal(page).getByRole('button', { name: 'Preview Send' }).click()
    expect(await modal(page).getByTestId('send-preview-receiver').textContent()).toContain('bobby.reown.id')
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await confirmSend('Approve')
    await modal(page).getByTestId('toast').filter({ hasText: 'Transaction started' }).waitFor()

    await expect.poll(() => pusdOf(receiver)).toBe(receiverBefore + parseUnits('25', 6))
    expect(await pusdOf(sender)).toBe(senderBefore - parseUnits('25', 6))
    // The draft was reset; the token list shows the new balance, read from the chain.
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(page).getByTestId('send-select-token').click()
    await expect
      .poll(() => modal(page).getByTestId('token-balance-PUSD').textContent())
      .toBe(`${formatBalance(formatUnits(senderBefore - parseUnits('25', 6), 6))} PUSD`)
  })

  it("an unknown name shows 'Error resolving name' and blocks the send", async () => {
    await openSend()
    await fillDraft('1', 'nobody.reown.id')
    await modal(page).getByRole('alert').filter({ hasText: 'Error resolving name' }).waitFor()
    expect(await modal(page).getByRole('button', { name: 'Invalid Address' }).isDisabled()).toBe(true)
  })

  it('warns of the receiver: the zero address and a wrong checksum block, the token contract warns in the view and the preview', async () => {
    await openSend()
    await pickToken('PUSD')
    const warning = modal(page).getByTestId('send-receiver-warning')
    await fillDraft('1', '0x0000000000000000000000000000000000000000')
    await expect.poll(() => warning.textContent()).toBe('This is the zero address: nobody can use what is sent there')
    expect(await modal(page).getByRole('button', { name: 'Invalid Address' }).isDisabled()).toBe(true)

    // One letter's case flipped: the EIP-55 checksum catches the typo.
    const flipped = receiver.replace(/[a-f]/, (letter) => letter.toUpperCase())
    await fillDraft('1', flipped)
    await expect.poll(() => warning.textContent()).toBe('This address has a wrong checksum: check it for a typo')
    expect(await modal(page).getByRole('button', { name: 'Invalid Address' }).isDisabled()).toBe(true)

    await fillDraft('1', tokenAddress)
    await expect.poll(() => warning.textContent()).toBe('This is the PUSD token contract, not a wallet: tokens sent to it are usually lost')
    await modal(page).getByRole('button', { name: 'Preview Send' }).click()
    await expect.poll(view).toBe('WalletSendPreview')
    expect(await warning.textContent()).toBe('This is the PUSD token contract, not a wallet: tokens sent to it are usually lost')
    expect(await modal(page).getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
  })

  it('a rejected send shows the error, moves nothing and keeps the draft', async () => {
    const receiverBefore = await ethOf(receiver)
    await openSend()
    await fillDraft('0.25', receiver)
    await confirmSend('Reject')
    await modal(page).getByTestId('toast').filter({ hasText: 'Failed to send transaction. Please try again.' }).waitFor()
    expect(await ethOf(receiver)).toBe(receiverBefore)

    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(view).toBe('WalletSend')
    expect(await modal(page).getByLabel('Amount').inputValue()).toBe('0.25')
    expect(await modal(page).getByLabel('Receiver address or name').inputValue()).toBe(receiver)
    await expect.poll(() => modal(page).getByRole('button', { name: 'Preview Send' }).isEnabled()).toBe(true)
  })

  it('switching network clears the draft', async () => {
    await openSend()
    await fillDraft('0.1', receiver)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await modal(page).getByTestId('account-network').click()
    await modal(page).getByRole('button', { name: /^Anvil Two/ }).click()
    await answerWallet(page, 'Approve') // the wallet adds the second chain
    await expect.poll(() => modal(page).getByTestId('account-network').textContent()).toBe('Anvil Two')
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    expect(await modal(page).getByLabel('Amount').inputValue()).toBe('')
    expect(await modal(page).getByLabel('Receiver address or name').inputValue()).toBe('')
  })

  it('is never requested when the feature is off', async () => {
    const requests: Request[] = []
    page.context().on('request', (request) => requests.push(request))
    await page.goto('/?features=send:false')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).waitFor()
    // The Account view reaches the plugins it shows (history's tab among them); then the page settles.
    await expect.poll(() => requests.some((r) => r.url().includes('/plugins/history/'))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await modal(page).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    expect(requests.filter((r) => r.url().includes('/plugins/send/'))).toEqual([])
  })
})
