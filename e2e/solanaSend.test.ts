import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { formatBalance } from '../contracts/src/format/formatBalance'
import { SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_PUSD_MINT } from '../sandbox/src/wallets/solana/keys'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
/** A valid receiver: the base58 of an Ed25519 public key nobody funds. */
const receiver = base58.encode(ed25519.getPublicKey(sha256(new TextEncoder().encode('portico-e2e-solana-receiver'))))

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const view = () => modal(page).getAttribute('data-view')

/** What the sandbox's Solana RPC mock accepted (bigints as text, to cross into the test). */
const acceptedTransactions = () =>
  page.evaluate(() =>
    (
      (
        window as unknown as {
          __porticoSolanaTransactions?: {
            signature: string
            feePayer?: string
            fee: bigint
            transfers: { from: string; to: string; lamports: bigint }[]
            tokenTransfers: { from: string; to: string; mint: string; amount: bigint }[]
          }[]
        }
      ).__porticoSolanaTransactions ?? []
    ).map((t) => ({
      signature: t.signature,
      feePayer: t.feePayer,
      fee: String(t.fee),
      transfers: t.transfers.map((transfer) => ({ from: transfer.from, to: transfer.to, lamports: String(transfer.lamports) })),
      tokenTransfers: t.tokenTransfers.map((transfer) => ({ from: transfer.from, to: transfer.to, mint: transfer.mint, amount: String(transfer.amount) })),
    })),
  )

/** Connects the sandbox Solana wallet on a Solana-enabled page: the Account view on Solana Devnet. */
async function connectSolana() {
  await page.goto('/?namespaces=solana')
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /Portico Sandbox Solana/ }).click()
  await expect.poll(view).toBe('ConnectingExternal')
  await answerWallet(page, 'Approve')
  await expect.poll(view).toBe('Account')
  await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe('Solana Devnet')
  await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_SOLANA_ADDRESS)
}

async function openSendWithSol() {
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(view).toBe('WalletSend')
  await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toContain('SOL')
}

/** Opens the token list, checks the balance it shows, and picks that token. */
async function pickToken(symbol: string, balance: string) {
  await modal(page).getByTestId('send-select-token').click()
  await expect.poll(view).toBe('WalletSendSelectToken')
  await expect.poll(() => modal(page).getByTestId(`token-balance-${symbol}`).textContent()).toBe(balance)
  await modal(page).getByRole('button', { name: new RegExp(symbol) }).click()
  await expect.poll(view).toBe('WalletSend')
}

/** Fills the draft, previews it, sends, and answers the wallet's prompt. */
async function sendTo(amount: string, answer: 'Approve' | 'Reject') {
  await modal(page).getByLabel('Amount').fill(amount)
  await modal(page).getByLabel('Receiver address or name').fill(receiver)
  await modal(page).getByRole('button', { name: 'Preview Send' }).click()
  await expect.poll(view).toBe('WalletSendPreview')
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByTestId('sandbox-wallet-prompt').getByText('solana:signAndSendTransaction').waitFor()
  await answerWallet(page, answer)
}

describe('send on Solana', () => {
  it('sends 0.25 SOL: the wallet signs, the RPC receives a 250000000-lamport transfer, the balance follows', async () => {
    await connectSolana()
    await openSendWithSol()
    // The token list, from the balance API mock, reads the Solana RPC mock's ledger.
    await pickToken('SOL', '2.5 SOL')
    await sendTo('0.25', 'Approve')
    await expect.poll(view).toBe('Account')
    await modal(page).getByTestId('toast').filter({ hasText: 'Transaction started' }).waitFor()

    await expect.poll(acceptedTransactions).toHaveLength(1)
    const [transaction] = await acceptedTransactions()
    expect(transaction).toMatchObject({
      feePayer: SANDBOX_SOLANA_ADDRESS,
      fee: '5000',
      transfers: [{ from: SANDBOX_SOLANA_ADDRESS, to: receiver, lamports: '250000000' }],
    })

    // 2.5 SOL less 0.25 and the 5000-lamport fee: the Account view reads it over the RPC mock,
    // the token list through the balance API mock, after the send.
    await expect.poll(() => modal(page).getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe(`${formatBalance('2.249995')} SOL`)
    // The send is in Activity: the history mock lists what the Solana RPC mock accepted.
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const activity = modal(page).getByRole('tabpanel').getByTestId('transaction')
    await activity.filter({ hasText: '0.25 SOL' }).waitFor()
    expect(await activity.count()).toBe(1)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(page).getByTestId('send-select-token').click()
    await expect.poll(() => modal(page).getByTestId('token-balance-SOL').textContent()).toBe(`${formatBalance('2.249995')} SOL`)
  })

  it('sends 12.5 PUSD (SPL): the RPC receives a TransferChecked to the receiver, the token balance follows', async () => {
    await connectSolana()
    await openSendWithSol()
    await pickToken('PUSD', '100 PUSD')
    await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toContain('PUSD')
    await sendTo('12.5', 'Approve')
    await modal(page).getByTestId('toast').filter({ hasText: 'Transaction started' }).waitFor()

    await expect.poll(acceptedTransactions).toHaveLength(1)
    const [transaction] = await acceptedTransactions()
    expect(transaction).toMatchObject({
      feePayer: SANDBOX_SOLANA_ADDRESS,
      fee: '5000',
      transfers: [],
      tokenTransfers: [{ from: SANDBOX_SOLANA_ADDRESS, to: receiver, mint: SANDBOX_SOLANA_PUSD_MINT, amount: '12500000' }],
    })

    // The token list, through the balance API mock, reads the RPC mock's token ledger.
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(page).getByTestId('send-select-token').click()
    await expect.poll(() => modal(page).getByTestId('token-balance-PUSD').textContent()).toBe(`${formatBalance('87.5')} PUSD`)
  })

  it('a rejected send moves nothing and says so', async () => {
    await connectSolana()
    await openSendWithSol()
    await sendTo('0.25', 'Reject')
    await modal(page).getByTestId('toast').filter({ hasText: 'Failed to send transaction. Please try again.' }).waitFor()
    expect(await acceptedTransactions()).toEqual([])
  })
})
