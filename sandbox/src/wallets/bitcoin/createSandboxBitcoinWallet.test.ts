// @vitest-environment happy-dom
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBitcoinLedger } from '../../bitcoinTestnet/createBitcoinLedger'
import { BITCOIN_TESTNET_ESPLORA } from '../../bitcoinTestnet/esplora'
import { verifyP2wpkhInput } from '../../bitcoinTestnet/verifyP2wpkhInput'
import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { clickPromptButton } from '../../wallet/testing'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxBitcoinWallet } from './createSandboxBitcoinWallet'
import { p2wpkhAddress, SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PUBLIC_KEY } from './keys'
import { verifyBip322Simple } from './bip322'
import { bitcoinMessageHash } from './signMessage'

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
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

  it('connects for the payment purpose after approval, then signs BIP-137 and BIP-322 messages with its key', async () => {
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

    const bip322 = (wallet.features['bitcoin:signMessage'] as Feature).signMessage?.({ account: wallet.accounts[0], message, protocol: 'bip322' })
    expect(await clickPromptButton('Approve')).toContain('BIP-322')
    const [{ signature: witness }] = (await bip322) as [{ signature: Uint8Array }]
    expect(verifyBip322Simple(message, witness, p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script)).toBe(true)
  })

  it('reconnects silently only once approved', async () => {
    await expect((newWallet().features['standard:connect'] as Feature).connect?.({ silent: true })).resolves.toEqual({ accounts: [] })
  })

  const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
  /** A PSBT spending the ledger's first funding output of the sandbox address: 20k out, 1k fee, the rest back. */
  function transferPsbt(ledger: ReturnType<typeof createBitcoinLedger>): Uint8Array {
    const [utxo] = ledger.unspent(SANDBOX_BITCOIN_ADDRESS)
    const tx = new Transaction()
    tx.addInput({ txid: utxo?.txid ?? '', index: utxo?.vout ?? 0, witnessUtxo: { script: p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script, amount: 100_000n } })
    tx.addOutputAddress(RECIPIENT, 20_000n, TEST_NETWORK)
    tx.addOutputAddress(SANDBOX_BITCOIN_ADDRESS, 79_000n, TEST_NETWORK)
    return tx.toPSBT()
  }
  const ledgerSeed = [{ address: SANDBOX_BITCOIN_ADDRESS, value: 100_000 }]

  async function connectedWallet() {
    const wallet = newWallet()
    const connecting = (wallet.features['bitcoin:connect'] as Feature).connect?.({ purposes: ['payment'] })
    await clickPromptButton('Approve')
    await connecting
    return wallet
  }

  it('signs the PSBT inputs asked for, after showing what it pays: the signature verifies for the key', async () => {
    const wallet = await connectedWallet()
    const ledger = createBitcoinLedger(ledgerSeed)
    const signing = (wallet.features['bitcoin:signTransaction'] as Feature).signTransaction?.({
      psbt: transferPsbt(ledger),
      chain: 'bitcoin:testnet',
      inputsToSign: [{ account: wallet.accounts[0], signingIndexes: [0] }],
    })
    expect(await clickPromptButton('Approve')).toContain(`20000 sats to ${RECIPIENT}`)
    const [{ signedPsbt }] = (await signing) as [{ signedPsbt: Uint8Array }]
    const tx = Transaction.fromPSBT(signedPsbt)
    tx.finalize()
    expect(verifyP2wpkhInput(tx, 0, p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script, 100_000n)).toBe(true)
    // The ledger (a node) takes it.
    expect(ledger.broadcast(tx.hex)).toBe(tx.id)
  })

  it('signs and sends to the testnet stand-in: the txid comes back and the ledger shows the new outputs', async () => {
    const wallet = await connectedWallet()
    const ledger = createBitcoinLedger(ledgerSeed)
    const posted: string[] = []
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      posted.push(url)
      return new Response(ledger.broadcast(init.body))
    })
    const sending = (wallet.features['bitcoin:signAndSendTransaction'] as Feature).signAndSendTransaction?.({
      psbt: transferPsbt(ledger),
      chain: 'bitcoin:testnet',
      inputsToSign: [{ account: wallet.accounts[0], signingIndexes: [0] }],
    })
    await clickPromptButton('Approve')
    const [{ txId }] = (await sending) as [{ txId: string }]
    expect(posted).toEqual([`${BITCOIN_TESTNET_ESPLORA}/tx`])
    expect(ledger.unspent(RECIPIENT)).toMatchObject([{ txid: txId, vout: 0, value: 20_000 }])
    expect(ledger.unspent(SANDBOX_BITCOIN_ADDRESS)).toMatchObject([{ txid: txId, vout: 1, value: 79_000 }])
    expect(hex.decode(txId)).toHaveLength(32)
  })

  it('refuses to sign for another address, and when the user rejects', async () => {
    const wallet = await connectedWallet()
    const psbt = transferPsbt(createBitcoinLedger(ledgerSeed))
    const signTransaction = (wallet.features['bitcoin:signTransaction'] as Feature).signTransaction
    await expect(signTransaction?.({ psbt, inputsToSign: [{ account: { address: RECIPIENT }, signingIndexes: [0] }] })).rejects.toThrow('The account is not connected')
    const signing = signTransaction?.({ psbt, inputsToSign: [{ account: wallet.accounts[0], signingIndexes: [0] }] })
    await clickPromptButton('Reject')
    await expect(signing).rejects.toThrow()
  })
})
