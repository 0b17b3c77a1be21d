import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { OutScript, type Transaction } from '@scure/btc-signer'

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Whether input `index` of a transaction validly spends a P2WPKH output (`script`, `amount`): its
 * witness is a signature and a public key, the key hashes to the output's, and the signature
 * verifies over the BIP-143 sighash. The check a node makes, for the sandbox's stand-in testnet.
 * @example verifyP2wpkhInput(tx, 0, utxo.script, 100_000n) // true
 */
export function verifyP2wpkhInput(tx: Transaction, index: number, script: Uint8Array, amount: bigint): boolean {
  const output = OutScript.decode(script)
  if (output.type !== 'wpkh') return false
  const witness = tx.getInput(index).finalScriptWitness
  if (witness?.length !== 2) return false
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (!equal(ripemd160(sha256(publicKey)), output.hash) || signature.length < 9) return false
  const hashType = signature[signature.length - 1] ?? 0
  const scriptCode = OutScript.encode({ type: 'pkh', hash: output.hash })
  const sighash = tx.preimageWitnessV0(index, scriptCode, hashType, amount)
  try {
    return secp256k1.verify(secp256k1.Signature.fromDER(signature.slice(0, -1)), sighash, publicKey)
  } catch {
    return false
  }
}
