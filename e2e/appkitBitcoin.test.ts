import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { Address, OutScript, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { verifyP2wpkhInput } from '../sandbox/src/bitcoinTestnet/verifyP2wpkhInput'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PUBLIC_KEY } from '../sandbox/src/wallets/bitcoin/keys'
import { verifyBip322Simple } from '../sandbox/src/wallets/bitcoin/bip322'
import { bitcoinMessageHash } from '../sandbox/src/wallets/bitcoin/signMessage'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'

const page = useSandboxPage(inject('sandboxUrl'))
const RECIPIENT = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(7), true), TEST_NETWORK).address ?? ''
const SCRIPT = p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script

interface Utxo {
  txid: string
  vout: number
  value: number
}

/** The ledger as the page sees it: mempool.space's testnet API, answered by the sandbox's MSW. */
const utxosOf = (p: Page, address: string) =>
  p.evaluate(async (url) => (await (await fetch(url)).json()) as Utxo[], `https://mempool.space/testnet/api/address/${address}/utxo`)
const total = (utxos: readonly Utxo[]) => utxos.reduce((sum, utxo) => sum + utxo.value, 0)

async function openConnected(p: Page) {
  await p.goto('/bitcoin.html')
  await connectButton(p).click()
  const dialog = modal(p)
  await dialog.getByRole('button', { name: /Portico Sandbox Bitcoin/ }).click()
  await answerWallet(p, 'Approve')
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await p.getByRole('button', { name: 'Sign message', exact: true }).waitFor()
}

/** Clicks an action; approves in the wallet when it asks; answers the result shown (or fails with the page's error). */
async function act(p: Page, button: string, key: string, { approve = true } = {}) {
  await p.getByRole('button', { name: button, exact: true }).click()
  if (approve) await answerWallet(p, 'Approve')
  const result = p.getByTestId(`result-${key}`).or(p.getByTestId('result-error'))
  await result.first().waitFor()
  const error = await p.getByTestId('result-error').count()
  if (error) throw new Error(`the page says: ${await p.getByTestId('result-error').textContent()}`)
  return (await p.getByTestId(`result-${key}`).textContent()) ?? ''
}

describe("AppKit's react-bitcoin example on Portico (bitcoin.html)", () => {
  it('connects the sandbox Bitcoin wallet; getAccountAddresses and signMessage (BIP-137 and BIP-322) answer as AppKit does, the signatures are the key\'s', async () => {
    const p = page()
    await openConnected(p)

    const addresses = JSON.parse(await act(p, 'Get account addresses', 'addresses', { approve: false })) as unknown
    expect(addresses).toEqual([{ address: SANDBOX_BITCOIN_ADDRESS, publicKey: hex.encode(SANDBOX_BITCOIN_PUBLIC_KEY), purpose: 'payment' }])

    const signature = Uint8Array.from(Buffer.from(await act(p, 'Sign message', 'signedMsg'), 'base64'))
    expect(signature).toHaveLength(65)
    const recovered = secp256k1.Signature.fromCompact(signature.slice(1))
      .addRecoveryBit((signature[0] ?? 0) - 39)
      .recoverPublicKey(bitcoinMessageHash(new TextEncoder().encode('Hello Reown AppKit!')))
    expect(recovered.toRawBytes(true)).toEqual(SANDBOX_BITCOIN_PUBLIC_KEY)
    const bip322 = Uint8Array.from(Buffer.from(await act(p, 'Sign message (BIP-322)', 'signedMsgBip322'), 'base64'))
    expect(verifyBip322Simple(new TextEncoder().encode('Hello Reown AppKit!'), bip322, SCRIPT)).toBe(true)
    expect(await act(p, 'Get balance', 'balance', { approve: false })).toBe('150000 sats')
  })

  it('sendTransfer: the wallet signs and sends, the ledger pays the recipient under the txid shown', async () => {
    const p = page()
    await openConnected(p)
    await p.getByLabel('Recipient').fill(RECIPIENT)
    await p.getByLabel('Amount (sats)').fill('1234')

    const txid = await act(p, 'Send transfer', 'txHash')
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await utxosOf(p, RECIPIENT)).toMatchObject([{ txid, vout: 0, value: 1234 }])
    const mine = await utxosOf(p, SANDBOX_BITCOIN_ADDRESS)
    // One funding output spent, the change back under the same txid, a fee paid.
    expect(mine.filter((utxo) => utxo.txid === txid)).toHaveLength(1)
    expect(mine).toHaveLength(2)
    const fee = 150_000 - 1234 - total(mine)
    expect(fee).toBeGreaterThan(0)
    expect(fee).toBeLessThan(1000)
  })

  it('signPSBT: every input signed by the key (checked against the ledger\'s outputs); with broadcast, the ledger takes it', async () => {
    const p = page()
    await openConnected(p)
    await p.getByLabel('Recipient').fill(RECIPIENT)
    const funding = await utxosOf(p, SANDBOX_BITCOIN_ADDRESS)

    const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(await act(p, 'Sign PSBT', 'psbt'), 'base64')), { allowUnknownOutputs: true })
    tx.finalize()
    expect(tx.inputsLength).toBe(funding.length)
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i)
      const utxo = funding.find((each) => each.txid === hex.encode(input.txid ?? new Uint8Array()) && each.vout === input.index)
      expect(verifyP2wpkhInput(tx, i, SCRIPT, BigInt(utxo?.value ?? 0))).toBe(true)
    }
    const to = Address(TEST_NETWORK).encode(OutScript.decode(tx.getOutput(0).script ?? new Uint8Array()))
    expect([to, tx.getOutput(0).amount]).toEqual([RECIPIENT, 10_000n])
    // Signed, not sent.
    expect(await utxosOf(p, RECIPIENT)).toEqual([])

    await p.getByLabel('Broadcast the signed PSBT').check()
    const txid = await act(p, 'Sign PSBT', 'psbtTxid')
    expect(await utxosOf(p, RECIPIENT)).toMatchObject([{ txid, vout: 0, value: 10_000 }])
    expect((await utxosOf(p, SANDBOX_BITCOIN_ADDRESS)).every((utxo) => utxo.txid === txid)).toBe(true)
  })
})
