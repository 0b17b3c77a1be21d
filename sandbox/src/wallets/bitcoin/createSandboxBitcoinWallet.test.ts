// @vitest-environment happy-dom
import { secp256k1 } from '@noble/curves/secp256k1'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPrompt } from '../../wallet/prompt'
import { clickPromptButton } from '../../wallet/testing'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxBitcoinWallet } from './createSandboxBitcoinWallet'
import { p2wpkhAddress, SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PUBLIC_KEY } from './keys'
import { bitcoinMessageHash } from './signMessage'

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
})

const newWallet = () =>
  createSandboxBitcoinWallet({
    icon: svgIcon('#000', 'B'),
    prompt: createPrompt({ walletName: 'Portico Sandbox Bitcoin', icon: svgIcon('#000', 'B') }),
    approval: createSiteApproval(localStorage, 'bitcoin-test', SANDBOX_BITCOIN_ADDRESS),
    origin: 'http://localhost',
  })
type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>

describe('the sandbox Bitcoin wallet', () => {
  it('derives native SegWit addresses (BIP-173 test vector)', () => {
    const key = Uint8Array.from(Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'))
    expect(p2wpkhAddress(key, 'bc')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(SANDBOX_BITCOIN_ADDRESS).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
  })

  it('connects for the payment purpose after approval, then signs BIP-137 messages with its key', async () => {
    const wallet = newWallet()
    const connecting = (wallet.features['bitcoin:connect'] as Feature).connect?.({ purposes: ['payment'] })
    expect(await clickPromptButton('Approve')).toContain(SANDBOX_BITCOIN_ADDRESS)
    await expect(connecting).resolves.toMatchObject({ accounts: [{ address: SANDBOX_BITCOIN_ADDRESS, chains: ['bitcoin:testnet'] }] })

    const message = new TextEncoder().encode('hello bitcoin')
    const signing = (wallet.features['bitcoin:signMessage'] as Feature).signMessage?.({ account: wallet.accounts[0], message })
    await clickPromptButton('Approve')
    const [{ signature }] = (await signing) as [{ signature: Uint8Array }]
    expect(signature).toHaveLength(65)
    const recovered = secp256k1.Signature.fromCompact(signature.slice(1)).addRecoveryBit((signature[0] ?? 0) - 39).recoverPublicKey(bitcoinMessageHash(message))
    expect(recovered.toRawBytes(true)).toEqual(SANDBOX_BITCOIN_PUBLIC_KEY)
  })

  it('reconnects silently only once approved', async () => {
    await expect((newWallet().features['standard:connect'] as Feature).connect?.({ silent: true })).resolves.toEqual({ accounts: [] })
  })
})
