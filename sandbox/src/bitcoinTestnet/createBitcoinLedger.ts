import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { verifyP2wpkhInput } from './verifyP2wpkhInput'

/** An unspent output as Esplora lists it (`GET /address/:address/utxo`). */
export interface LedgerUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height: number; block_hash: string; block_time: number }
}

interface Entry {
  address: string
  script: Uint8Array
  utxo: LedgerUtxo
}

/** Why a broadcast was refused, as a node would say it (Esplora answers it with 400). */
export class LedgerRejection extends Error {
  override name = 'LedgerRejection'
}

export interface BitcoinLedger {
  /** The address's unspent outputs, oldest first. */
  unspent: (address: string) => LedgerUtxo[]
  /** Accepts a raw transaction (hex) that spends known unspent outputs, each validly signed; answers its txid. */
  broadcast: (rawHex: string) => string
}

const BLOCK_HASH = '00000000000000000000000000000000000000000000000000000000000000aa'

/**
 * The sandbox's Bitcoin testnet stand-in: an in-memory UTXO set, seeded with funding outputs,
 * that takes a transaction only if it parses, spends outputs it knows (once), every input is
 * validly signed (P2WPKH) and the outputs do not exceed the inputs. Accepted outputs become
 * spendable at once, as if mined.
 * @example createBitcoinLedger([{ address: SANDBOX_BITCOIN_ADDRESS, value: 100_000 }]).unspent(SANDBOX_BITCOIN_ADDRESS)
 */
export function createBitcoinLedger(seed: readonly { address: string; value: number }[]): BitcoinLedger {
  const entries = new Map<string, Entry>()
  let height = 2_500_000
  const add = (txid: string, vout: number, address: string, script: Uint8Array, value: number) => {
    entries.set(`${txid}:${vout}`, { address, script, utxo: { txid, vout, value, status: { confirmed: true, block_height: height, block_hash: BLOCK_HASH, block_time: Math.floor(Date.now() / 1000) } } })
  }
  seed.forEach(({ address, value }, i) => {
    // Funding transactions no one can see: ids made up, deterministic, so tests know them.
    const txid = hex.encode(sha256(new TextEncoder().encode(`portico-sandbox-bitcoin-funding:${i}`)))
    add(txid, 0, address, OutScript.encode(Address(TEST_NETWORK).decode(address)), value)
  })

  return {
    unspent: (address) => [...entries.values()].filter((entry) => entry.address === address).map((entry) => entry.utxo),
    broadcast(rawHex) {
      let tx: Transaction
      try {
        tx = Transaction.fromRaw(hex.decode(rawHex.trim()), { allowUnknownOutputs: true })
      } catch (error) {
        throw new LedgerRejection(`TX decode failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (tx.inputsLength === 0 || tx.outputsLength === 0) throw new LedgerRejection('bad-txns-vin-empty or vout-empty')
      const spent = new Set<string>()
      let inputTotal = 0n
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i)
        const outpoint = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index ?? -1}`
        const entry = entries.get(outpoint)
        if (!entry || spent.has(outpoint)) throw new LedgerRejection(`bad-txns-inputs-missingorspent (input ${i}: ${outpoint})`)
        if (!verifyP2wpkhInput(tx, i, entry.script, BigInt(entry.utxo.value))) throw new LedgerRejection(`mandatory-script-verify-flag-failed (input ${i} is not validly signed)`)
        spent.add(outpoint)
        inputTotal += BigInt(entry.utxo.value)
      }
      let outputTotal = 0n
      for (let i = 0; i < tx.outputsLength; i++) outputTotal += tx.getOutput(i).amount ?? 0n
      if (outputTotal > inputTotal) throw new LedgerRejection('bad-txns-in-belowout')

      const txid = tx.id
      for (const outpoint of spent) entries.delete(outpoint)
      height += 1
      for (let vout = 0; vout < tx.outputsLength; vout++) {
        const { script, amount } = tx.getOutput(vout)
        if (!script || !amount) continue
        // OP_RETURN and scripts without an address are not spendable: not listed.
        let address: string
        try {
          address = Address(TEST_NETWORK).encode(OutScript.decode(script))
        } catch {
          continue
        }
        add(txid, vout, address, script, Number(amount))
      }
      return txid
    },
  }
}
