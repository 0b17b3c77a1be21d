import { ed25519 } from '@noble/curves/ed25519'
import { PublicKey, SystemInstruction, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import type { WalletConnectSandbox } from '../sandbox/walletconnect/startWalletConnectSandbox'
import { WALLETCONNECT_SOLANA_ADDRESS, WALLETCONNECT_SOLANA_PUBLIC_KEY } from '../sandbox/walletconnect/wallet/solanaKey'
import { connectButton, modal } from './browser'
import { answerRequest, approveConnection, openWalletPage, poll, shownUri, useWalletConnectSandbox } from './walletconnect/walletPage'

// AppKit's React Solana example (solana.html, @portico/shell/solana) connected over WalletConnect
// to the sandbox wallet PAGE, which grants Solana Devnet with an Ed25519 key of its own: every
// provider method goes through the local relay as WalletConnect's Solana RPC and waits for the
// page's Approve or Reject.

const sandboxUrl = inject('sandboxUrl')
const [first, second] = inject('chains')
// sandbox/src/solana: what the page signs and where its transfers go.
const SIGNED_MESSAGE = 'Hello Portico from AppKit!'
const RECEIVER = 'FvXajs4AkcNhWYPbtp1b7Vh6FQf6sLsoMjFWXvewHXWn'

const session = useWalletConnectSandbox(sandboxUrl, [first!, second!])
let page: Page
let wallet: Page
let wc: WalletConnectSandbox
beforeEach(() => {
  ;({ page, wallet, wc } = session.current())
})

const shown = (testId: string) => page.getByTestId(testId).textContent()
const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))
const signedByWallet = (signature: Uint8Array | null | undefined, message: Uint8Array) =>
  Boolean(signature) && ed25519.verify(signature ?? new Uint8Array(), message, WALLETCONNECT_SOLANA_PUBLIC_KEY)

/** Clicks a button of the example page and answers the wallet page's card for `method`. */
async function clickAndAnswer(button: string, method: string, decision: 'Approve' | 'Reject' = 'Approve') {
  await page.getByRole('button', { name: button, exact: true }).click()
  await answerRequest(wallet, method, decision)
}

describe("AppKit's React Solana example over WalletConnect, with the sandbox wallet page", () => {
  it('connects on Solana Devnet as the page’s account, signs a message and transactions with its key, and refuses to send', async () => {
    await openWalletPage(wallet, wc.walletUrl)
    expect(await wallet.getByTestId('wallet-solana-address').textContent()).toBe(WALLETCONNECT_SOLANA_ADDRESS)

    await page.goto(`/solana.html?${new URLSearchParams({ relay: wc.relayUrl })}`)
    await connectButton(page).click()
    const dialog = modal(page)
    const clickedAt = Date.now()
    await dialog.getByRole('button', { name: /WalletConnect/ }).first().click()
    const uri = await shownUri(page)
    const uriMs = Date.now() - clickedAt
    const approvedAt = await approveConnection(wallet, uri, 'Portico sandbox (Solana)')
    await poll(() => shown('solana-status')).toBe('connected')
    console.log(`[walletconnect solana] click WalletConnect -> URI shown: ${uriMs} ms; Approve -> connected: ${Date.now() - approvedAt} ms`)
    expect(await shown('solana-address')).toBe(WALLETCONNECT_SOLANA_ADDRESS)
    expect(await shown('solana-network')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    await poll(() => shown('solana-public-key')).toBe(WALLETCONNECT_SOLANA_ADDRESS)
    await expect.poll(() => wallet.getByRole('list', { name: 'Sessions' }).textContent()).toContain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Reject first: the dapp hears 4001 and signs nothing; then Approve signs with the page's key.
    await clickAndAnswer('Sign message', 'solana_signMessage', 'Reject')
    await poll(() => shown('solana-error')).toBe('User rejected the request.')
    expect(await shown('solana-signed-message')).toBe('-')
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await expect.poll(() => wallet.getByRole('region', { name: 'solana_signMessage request' }).textContent(), { timeout: 15_000 }).toContain(SIGNED_MESSAGE)
    await answerRequest(wallet, 'solana_signMessage', 'Approve')
    await poll(() => shown('solana-signed-message')).toMatch(/^[0-9a-f]{128}$/)
    const signature = Uint8Array.from(Buffer.from((await shown('solana-signed-message')) ?? '', 'hex'))
    expect(signedByWallet(signature, new TextEncoder().encode(SIGNED_MESSAGE))).toBe(true)
    expect(signedByWallet(signature, new TextEncoder().encode(`${SIGNED_MESSAGE}!`))).toBe(false)

    await clickAndAnswer('Sign transaction', 'solana_signTransaction')
    await poll(() => shown('solana-signed-transaction')).not.toBe('-')
    const signed = Transaction.from(bytesOf((await shown('solana-signed-transaction')) ?? ''))
    expect(signed.verifySignatures()).toBe(true)
    expect(signedByWallet(signed.signature, signed.serializeMessage())).toBe(true)
    expect(signed.feePayer?.toBase58()).toBe(WALLETCONNECT_SOLANA_ADDRESS)
    const [instruction] = signed.instructions
    if (!instruction) throw new Error('no instruction')
    const { fromPubkey, toPubkey, lamports } = SystemInstruction.decodeTransfer(instruction)
    expect({ from: fromPubkey.toBase58(), to: toPubkey.toBase58(), lamports: Number(lamports) }).toEqual({ from: WALLETCONNECT_SOLANA_ADDRESS, to: RECEIVER, lamports: 1000 })

    // One request (solana_signAllTransactions), one card, both signed.
    await clickAndAnswer('Sign all transactions', 'solana_signAllTransactions')
    await poll(() => shown('solana-signed-all')).not.toBe('-')
    const [legacy = '', versioned = ''] = ((await shown('solana-signed-all')) ?? '').split(' ')
    expect(Transaction.from(bytesOf(legacy)).verifySignatures()).toBe(true)
    const v0 = VersionedTransaction.deserialize(bytesOf(versioned))
    expect(v0.message.staticAccountKeys[0]?.equals(new PublicKey(WALLETCONNECT_SOLANA_ADDRESS))).toBe(true)
    expect(signedByWallet(v0.signatures[0], v0.message.serialize())).toBe(true)

    // The page grants no solana_signAndSendTransaction (no Solana node it could reach): the dapp is
    // told 4200 by the connector, the wallet is not asked.
    await page.getByRole('button', { name: 'Sign and send transaction', exact: true }).click()
    await poll(() => shown('solana-error')).toBe('Portico sandbox wallet does not support solana_signAndSendTransaction')
    expect(await wallet.getByRole('region', { name: 'solana_signAndSendTransaction request' }).count()).toBe(0)
  })
})
