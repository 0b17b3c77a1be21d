import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { p2wpkh, RawWitness, Script, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { verifyP2wpkhInput } from '../../bitcoinTestnet/verifyP2wpkhInput'

// BIP-322 "simple" signatures for a P2WPKH address: a virtual transaction (to_spend) pays 0 to the
// address and commits to the message; the signature is the witness of a second one (to_sign)
// spending it. btc-signer builds and signs both; only the construction is ours.

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-340's tagged hash of the message under BIP-322's tag. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tagged = new Uint8Array(TAG.length * 2 + message.length)
  tagged.set(TAG, 0)
  tagged.set(TAG, TAG.length)
  tagged.set(message, TAG.length * 2)
  return sha256(tagged)
}

/** to_spend: version 0, spends the null outpoint with `OP_0 <message hash>`, pays 0 to `script`. */
export function bip322ToSpend(message: Uint8Array, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true })
  // The output first: btc-signer locks the outputs once an input is final.
  tx.addOutput({ script, amount: 0n })
  tx.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode([0, bip322MessageHash(message)]) })
  return tx
}

/** to_sign: version 0, spends to_spend's output, pays 0 to a bare OP_RETURN. */
function toSign(message: Uint8Array, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({ txid: bip322ToSpend(message, script).id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

/**
 * The BIP-322 simple signature of `message` by the key's testnet P2WPKH address: to_sign's witness
 * (signature, public key), serialized; wallets show it base64.
 */
export function signBip322Simple(message: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const tx = toSign(message, p2wpkh(secp256k1.getPublicKey(privateKey, true), TEST_NETWORK).script)
  tx.signIdx(privateKey, 0)
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signed input has no witness')
  return RawWitness.encode(witness)
}

/**
 * Whether `signature` is a BIP-322 simple signature of `message` by the P2WPKH output `script`:
 * to_sign with it as the witness spends to_spend as a node would check (SIGHASH_ALL only).
 */
export function verifyBip322Simple(message: Uint8Array, signature: Uint8Array, script: Uint8Array): boolean {
  const witness = RawWitness.decode(signature)
  if (witness[0]?.at(-1) !== SigHash.ALL) return false
  const tx = toSign(message, script)
  tx.updateInput(0, { finalScriptWitness: witness })
  return verifyP2wpkhInput(tx, 0, script, 0n)
}
