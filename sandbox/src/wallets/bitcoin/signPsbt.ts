import { hex } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/**
 * Signs the given inputs of a PSBT with the key (P2WPKH inputs carrying their witness UTXO);
 * an input the key cannot sign is an error, not skipped: the dapp asked for it.
 * @example signPsbtInputs(psbt, [0, 1], privateKey) // the PSBT with partial signatures
 */
export function signPsbtInputs(psbt: Uint8Array, indexes: readonly number[], privateKey: Uint8Array, sigHash?: number): Uint8Array {
  const tx = Transaction.fromPSBT(psbt)
  for (const index of indexes) {
    if (index >= tx.inputsLength) throw new Error(`The PSBT has no input ${index}`)
    if (!tx.signIdx(privateKey, index, sigHash === undefined ? undefined : [sigHash])) throw new Error(`Input ${index} is not this wallet's to sign`)
  }
  return tx.toPSBT()
}

/** A signed PSBT as the raw transaction a node takes (hex). */
export function extractTransaction(psbt: Uint8Array): string {
  const tx = Transaction.fromPSBT(psbt)
  tx.finalize()
  return hex.encode(tx.extract())
}

/** What the prompt shows of a PSBT: each output's address (or script) and amount. */
export function describePsbtOutputs(psbt: Uint8Array): { label: string; value: string }[] {
  const tx = Transaction.fromPSBT(psbt)
  return Array.from({ length: tx.outputsLength }, (_, i) => {
    const { script, amount } = tx.getOutput(i)
    let to = 'unknown script'
    try {
      if (script) to = Address(TEST_NETWORK).encode(OutScript.decode(script))
    } catch {
      to = script ? `script ${hex.encode(script).slice(0, 16)}...` : to
    }
    return { label: `Output ${i}`, value: `${amount ?? 0n} sats to ${to}` }
  })
}
