// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSolanaRpcHandlers } from '@portico/shell/mocks'
import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { clickPromptButton } from '../../wallet/testing'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxSolanaWallet } from './createSandboxSolanaWallet'
import { SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_PUBLIC_KEY } from './keys'
import { SANDBOX_SOLANA_RPC } from './sendTransaction'
import { parseWireTransaction } from './transaction'

const server = setupServer(...createSolanaRpcHandlers({ url: SANDBOX_SOLANA_RPC['solana:devnet'] ?? '' }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
})

const newWallet = () =>
  createSandboxSolanaWallet({
    icon: svgIcon('#000', 'S'),
    prompt: createPrompt({ walletName: 'Portico Sandbox Solana', icon: svgIcon('#000', 'S') }),
    approval: createSiteApproval(localStorage, 'solana-test', SANDBOX_SOLANA_ADDRESS),
    origin: 'http://localhost',
  })

type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>
const feature = (wallet: ReturnType<typeof newWallet>, name: `${string}:${string}`) => wallet.features[name] as Feature

async function connected() {
  const wallet = newWallet()
  const answer = feature(wallet, 'standard:connect').connect?.()
  await clickPromptButton('Approve')
  await answer
  return wallet
}

/** A legacy transaction the sandbox account must sign, with an empty signature slot. */
const unsignedTransaction = () => Uint8Array.of(1, ...new Uint8Array(64), ...Uint8Array.of(1, 0, 1, 2, ...SANDBOX_SOLANA_PUBLIC_KEY, ...new Uint8Array(32).fill(5)), ...new Uint8Array(32).fill(7), 0)

describe('the sandbox Solana wallet', () => {
  it('asks before connecting, then reconnects silently after a reload', async () => {
    const wallet = newWallet()
    await expect(feature(wallet, 'standard:connect').connect?.({ silent: true })).resolves.toEqual({ accounts: [] })
    const answer = feature(wallet, 'standard:connect').connect?.()
    const shown = await clickPromptButton('Approve')
    expect(shown).toContain(SANDBOX_SOLANA_ADDRESS)
    await expect(answer).resolves.toMatchObject({ accounts: [{ address: SANDBOX_SOLANA_ADDRESS }] })
    await expect(feature(newWallet(), 'standard:connect').connect?.({ silent: true })).resolves.toMatchObject({ accounts: [{ address: SANDBOX_SOLANA_ADDRESS }] })
  })

  it('rejects with 4001 when the user rejects', async () => {
    const answer = feature(newWallet(), 'standard:connect').connect?.()
    await clickPromptButton('Reject')
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('signs messages with its Ed25519 key after approval', async () => {
    const wallet = await connected()
    const message = new TextEncoder().encode('hello solana')
    const answer = feature(wallet, 'solana:signMessage').signMessage?.({ account: wallet.accounts[0], message })
    expect(await clickPromptButton('Approve')).toContain('hello solana')
    const [{ signature }] = (await answer) as [{ signature: Uint8Array }]
    expect(ed25519.verify(signature, message, SANDBOX_SOLANA_PUBLIC_KEY)).toBe(true)
  })

  it('signs a transaction in its signer slot, and sends one the RPC verifies', async () => {
    const wallet = await connected()
    const signing = feature(wallet, 'solana:signTransaction').signTransaction?.({ account: wallet.accounts[0], chain: 'solana:devnet', transaction: unsignedTransaction() })
    await clickPromptButton('Approve')
    const [{ signedTransaction }] = (await signing) as [{ signedTransaction: Uint8Array }]
    const { signatures, message } = parseWireTransaction(signedTransaction)
    expect(ed25519.verify(signatures[0] ?? new Uint8Array(), message, SANDBOX_SOLANA_PUBLIC_KEY)).toBe(true)

    const sending = feature(wallet, 'solana:signAndSendTransaction').signAndSendTransaction?.({
      account: wallet.accounts[0],
      chain: 'solana:devnet',
      transaction: unsignedTransaction(),
      options: { preflightCommitment: 'confirmed' },
    })
    await clickPromptButton('Approve')
    const [{ signature }] = (await sending) as [{ signature: Uint8Array }]
    expect(base58.encode(signature)).toBe(base58.encode(signatures[0] ?? new Uint8Array()))
  })

  it('refuses to sign for a foreign account or before connecting', async () => {
    const wallet = newWallet()
    await expect(feature(wallet, 'solana:signMessage').signMessage?.({ account: { address: SANDBOX_SOLANA_ADDRESS }, message: new Uint8Array(1) })).rejects.toThrow(/not connected/)
  })
})
