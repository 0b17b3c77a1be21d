import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { OutScript, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { ripemd160 } from '@noble/hashes/legacy'
import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, it } from 'vitest'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PRIVATE_KEY, SANDBOX_BITCOIN_PUBLIC_KEY } from '../wallets/bitcoin/keys'
import { createBitcoinLedger, LedgerRejection } from './createBitcoinLedger'

const OTHER_KEY = sha256(new TextEncoder().encode('someone else'))
const OTHER_ADDRESS = p2wpkh(secp256k1.getPublicKey(OTHER_KEY, true), TEST_NETWORK).address ?? ''
const hash160 = (data: Uint8Array) => ripemd160(sha256(data))
const script = p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script

const newLedger = () => createBitcoinLedger([{ address: SANDBOX_BITCOIN_ADDRESS, value: 100_000 }, { address: SANDBOX_BITCOIN_ADDRESS, value: 50_000 }])

/** A transaction spending the first funding output: 30k to OTHER, the rest less 500 back. */
function spend(ledger: ReturnType<typeof newLedger>, { key = SANDBOX_BITCOIN_PRIVATE_KEY, sign = true, pay = 30_000n, change = 69_500n } = {}) {
  const [utxo] = ledger.unspent(SANDBOX_BITCOIN_ADDRESS)
  if (!utxo) throw new Error('no utxo')
  const tx = new Transaction()
  tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
  tx.addOutputAddress(OTHER_ADDRESS, pay, TEST_NETWORK)
  tx.addOutputAddress(SANDBOX_BITCOIN_ADDRESS, change, TEST_NETWORK)
  if (!sign) return { tx, raw: hex.encode(tx.unsignedTx) }
  tx.signIdx(key, 0)
  tx.finalize()
  return { tx, raw: tx.hex }
}

/** Signs input 0 (the 100k funding output) with `key` and the sandbox key's public key in the witness, as a forger would. */
function signByHand(tx: Transaction, key: Uint8Array): string {
  const scriptCode = OutScript.encode({ type: 'pkh', hash: hash160(SANDBOX_BITCOIN_PUBLIC_KEY) })
  const signature = secp256k1.sign(tx.preimageWitnessV0(0, scriptCode, SigHash.ALL, 100_000n), key).toDERRawBytes()
  tx.updateInput(0, { finalScriptWitness: [Uint8Array.of(...signature, SigHash.ALL), SANDBOX_BITCOIN_PUBLIC_KEY] }, true)
  // toBytes, not extract: extract refuses an overspend, and the ledger must be the one refusing.
  return hex.encode(tx.toBytes(true, true))
}

describe('the sandbox Bitcoin testnet ledger', () => {
  it('is seeded with the funding outputs, made-up txids that stay the same', () => {
    const utxos = newLedger().unspent(SANDBOX_BITCOIN_ADDRESS)
    expect(utxos.map((utxo) => utxo.value)).toEqual([100_000, 50_000])
    expect(utxos[0]?.txid).toBe(hex.encode(sha256(new TextEncoder().encode('portico-sandbox-bitcoin-funding:0'))))
    expect(newLedger().unspent(OTHER_ADDRESS)).toEqual([])
  })

  it('takes a signed spend: the input is gone, the outputs are spendable under the txid', () => {
    const ledger = newLedger()
    const { tx, raw } = spend(ledger)
    const txid = ledger.broadcast(raw)
    expect(txid).toBe(tx.id)
    expect(ledger.unspent(OTHER_ADDRESS)).toMatchObject([{ txid, vout: 0, value: 30_000 }])
    expect(ledger.unspent(SANDBOX_BITCOIN_ADDRESS).map(({ txid: id, value }) => [id === txid, value])).toEqual([
      [false, 50_000],
      [true, 69_500],
    ])
  })

  it('refuses a second spend of the same output', () => {
    const ledger = newLedger()
    const first = spend(ledger)
    const second = spend(ledger, { pay: 20_000n, change: 79_000n })
    ledger.broadcast(first.raw)
    expect(() => ledger.broadcast(second.raw)).toThrow(/missingorspent/)
  })

  it('refuses an unsigned spend, and one signed by another key', () => {
    const ledger = newLedger()
    expect(() => ledger.broadcast(spend(ledger, { sign: false }).raw)).toThrow(/not validly signed/)
    expect(() => ledger.broadcast(signByHand(spend(ledger, { sign: false }).tx, OTHER_KEY))).toThrow(/not validly signed/)
    expect(ledger.unspent(SANDBOX_BITCOIN_ADDRESS)).toHaveLength(2)
  })

  it('refuses outputs above the inputs, and bytes that are no transaction', () => {
    const ledger = newLedger()
    // btc-signer will not sign an overspend: signed by hand, with the right key.
    expect(() => ledger.broadcast(signByHand(spend(ledger, { sign: false, pay: 30_000n, change: 70_001n }).tx, SANDBOX_BITCOIN_PRIVATE_KEY))).toThrow(/belowout/)
    expect(() => ledger.broadcast('00ff')).toThrow(LedgerRejection)
    expect(() => ledger.broadcast('00ff')).toThrow(/decode failed/)
    expect(ledger.unspent(SANDBOX_BITCOIN_ADDRESS)).toHaveLength(2)
  })
})
