import { ed25519 } from '@noble/curves/ed25519'
import { PublicKey, SystemInstruction, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_PUBLIC_KEY } from '../sandbox/src/wallets/solana/keys'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
// sandbox/src/solana/transactions.ts: the page's receiver, an address nobody funds.
const RECEIVER = 'FvXajs4AkcNhWYPbtp1b7Vh6FQf6sLsoMjFWXvewHXWn'
const SIGNED_MESSAGE = 'Hello Portico from AppKit!'

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const shown = (testId: string) => page.getByTestId(testId).textContent()
const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))
const signedBySandbox = (signature: Uint8Array | null | undefined, message: Uint8Array) =>
  Boolean(signature) && ed25519.verify(signature ?? new Uint8Array(), message, SANDBOX_SOLANA_PUBLIC_KEY)

/** What the sandbox's Solana RPC mock accepted: signature and lamport transfers (bigints as text). */
const accepted = () =>
  page.evaluate(() =>
    (
      (window as unknown as { __porticoSolanaTransactions?: { signature: string; transfers: { from: string; to: string; lamports: bigint }[] }[] })
        .__porticoSolanaTransactions ?? []
    ).map((t) => ({ signature: t.signature, transfers: t.transfers.map(({ from, to, lamports }) => ({ from, to, lamports: String(lamports) })) })),
  )

/** The one System transfer of a legacy transaction: from, to, lamports. */
function transferOf(transaction: Transaction) {
  const [instruction] = transaction.instructions
  if (!instruction || transaction.instructions.length !== 1) throw new Error('expected one instruction')
  const { fromPubkey, toPubkey, lamports } = SystemInstruction.decodeTransfer(instruction)
  return { from: fromPubkey.toBase58(), to: toPubkey.toBase58(), lamports: Number(lamports) }
}

/** Clicks a page button and approves (or rejects) the sandbox wallet's prompt for `feature`. */
async function clickAndAnswer(button: string, feature: string, answer: 'Approve' | 'Reject' = 'Approve') {
  await page.getByRole('button', { name: button, exact: true }).click()
  await page.getByTestId('sandbox-wallet-prompt').getByText(feature).waitFor()
  await answerWallet(page, answer)
}

/** Opens AppKit's React Solana example page and connects the sandbox Solana wallet on devnet. */
async function connect() {
  await page.goto('/solana.html')
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: /Portico Sandbox Solana/ }).click()
  await answerWallet(page, 'Approve')
  await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Account')
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => shown('solana-status')).toBe('connected')
}

describe("AppKit's React Solana example with @portico/shell/solana", () => {
  it('connects: publicKey is the account, useAppKitConnection is on devnet, getBalance reads 2.5 SOL', async () => {
    await connect()
    expect(await shown('solana-address')).toBe(SANDBOX_SOLANA_ADDRESS)
    expect(await shown('solana-public-key')).toBe(SANDBOX_SOLANA_ADDRESS)
    expect(await shown('solana-network')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(await shown('solana-connection')).toBe('https://api.devnet.solana.com')
    await expect.poll(() => shown('solana-balance')).toBe('2.5 SOL')
    await page.getByRole('button', { name: 'Get balance', exact: true }).click()
    await expect.poll(() => shown('solana-balance')).toBe('2.5 SOL')
  })

  it('signs a message: the signature verifies against the account; a rejection is said and signs nothing', async () => {
    await connect()
    await clickAndAnswer('Sign message', 'solana:signMessage', 'Reject')
    await expect.poll(() => shown('solana-error')).toBe('User rejected the request.')
    expect(await shown('solana-signed-message')).toBe('-')

    await clickAndAnswer('Sign message', 'solana:signMessage')
    await expect.poll(() => shown('solana-signed-message')).toMatch(/^[0-9a-f]{128}$/)
    const signature = Uint8Array.from(Buffer.from((await shown('solana-signed-message')) ?? '', 'hex'))
    expect(signedBySandbox(signature, new TextEncoder().encode(SIGNED_MESSAGE))).toBe(true)
    expect(signedBySandbox(signature, new TextEncoder().encode(`${SIGNED_MESSAGE}!`))).toBe(false)
  })

  it('signs a transaction and all transactions (legacy and v0) without sending any', async () => {
    await connect()
    await clickAndAnswer('Sign transaction', 'solana:signTransaction')
    await expect.poll(() => shown('solana-signed-transaction')).not.toBe('-')
    const signed = Transaction.from(bytesOf((await shown('solana-signed-transaction')) ?? ''))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.feePayer?.toBase58()).toBe(SANDBOX_SOLANA_ADDRESS)
    expect(transferOf(signed)).toEqual({ from: SANDBOX_SOLANA_ADDRESS, to: RECEIVER, lamports: 1000 })

    // One prompt for both: the sandbox wallet signs every input of one solana:signTransaction call.
    await clickAndAnswer('Sign all transactions', 'solana:signTransaction')
    await expect.poll(() => shown('solana-signed-all')).not.toBe('-')
    const [legacy = '', versioned = ''] = ((await shown('solana-signed-all')) ?? '').split(' ')
    expect(Transaction.from(bytesOf(legacy)).verifySignatures()).toBe(true)
    const v0 = VersionedTransaction.deserialize(bytesOf(versioned))
    expect(v0.version).toBe(0)
    expect(v0.message.staticAccountKeys[0]?.equals(new PublicKey(SANDBOX_SOLANA_ADDRESS))).toBe(true)
    expect(signedBySandbox(v0.signatures[0], v0.message.serialize())).toBe(true)
    expect(await accepted()).toEqual([])
  })

  it("sends through the dapp's Connection, then signs and sends through the wallet: the ledger and the balance follow", async () => {
    await connect()
    await expect.poll(() => shown('solana-balance')).toBe('2.5 SOL')
    await clickAndAnswer('Send transaction', 'solana:signTransaction')
    await expect.poll(accepted).toHaveLength(1)
    const [sent] = await accepted()
    expect(sent?.transfers).toEqual([{ from: SANDBOX_SOLANA_ADDRESS, to: RECEIVER, lamports: '1000' }])
    // The ledger takes it a moment before the page's await returns and shows it.
    await expect.poll(() => shown('solana-hash')).toBe(sent?.signature)
    // 1000 lamports and the 5000-lamport fee.
    await expect.poll(() => shown('solana-balance')).toBe('2.499994 SOL')

    await clickAndAnswer('Sign and send transaction', 'solana:signAndSendTransaction')
    await expect.poll(accepted).toHaveLength(2)
    const [, signedAndSent] = await accepted()
    expect(signedAndSent?.transfers).toEqual([{ from: SANDBOX_SOLANA_ADDRESS, to: RECEIVER, lamports: '3000' }])
    await expect.poll(() => shown('solana-hash')).toBe(signedAndSent?.signature)
    await expect.poll(() => shown('solana-balance')).toBe('2.499986 SOL')
  })
})
