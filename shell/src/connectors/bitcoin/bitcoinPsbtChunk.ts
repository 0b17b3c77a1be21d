// PSBT building and finalizing with @scure/btc-signer: a lazy chunk of its own, loaded on the
// first sendTransfer or broadcast signPsbt, so connecting a Bitcoin wallet never pays for it.
// Unnamed on purpose: each async chunk's name is a string in the boot's chunk map.
import { Address, NETWORK, OutScript, Script, selectUTXO, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { Utxo } from './esploraApi'

export interface TransferPsbtInput {
  /** The sender: its UTXOs pay, its key signs. */
  from: { address: string; publicKey: Uint8Array }
  utxos: readonly Utxo[]
  recipient: string
  amount: bigint
  changeAddress: string
  feeRate: bigint
  testnet: boolean
  /** Data for an OP_RETURN output of 0 sats after the payment. */
  memo?: Uint8Array
}

/**
 * A PSBT paying `amount` to the recipient from the sender's UTXOs (btc-signer picks them and adds
 * change), every input with its witness UTXO so any signer can sign it. Undefined when the
 * UTXOs do not cover amount and fee.
 */
export function buildTransferPsbt({ from, utxos, recipient, amount, changeAddress, feeRate, testnet, memo }: TransferPsbtInput): { psbt: Uint8Array; inputCount: number } | undefined {
  const network = testnet ? TEST_NETWORK : NETWORK
  const decoded = Address(network).decode(from.address)
  const script = OutScript.encode(decoded)
  // A taproot input's internal key is the account's key, x-only.
  const tapInternalKey = decoded.type === 'tr' ? (from.publicKey.length === 33 ? from.publicKey.slice(1) : from.publicKey) : undefined
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  }))
  // The fee estimator knows no OP_RETURN script; it is an output no one spends, so allowed.
  const outputs = [{ address: recipient, amount }, ...(memo ? [{ script: Script.encode(['RETURN', memo]), amount: 0n }] : [])]
  const selected = selectUTXO(inputs, outputs, 'default', { changeAddress, feePerByte: feeRate, network, createTx: true, bip69: false, allowUnknownOutputs: memo !== undefined })
  if (!selected?.tx) return undefined
  return { psbt: selected.tx.toPSBT(), inputCount: selected.tx.inputsLength }
}

/** A fully signed PSBT as a raw transaction (hex), ready to broadcast. */
export function finalizePsbt(psbt: Uint8Array): string {
  const tx = Transaction.fromPSBT(psbt)
  tx.finalize()
  return tx.hex
}
