// The example's PSBT helper, with @scure/btc-signer where AppKit's uses bitcoinjs-lib: UTXOs and
// the fee rate from mempool.space (the sandbox's MSW answers testnet from its ledger).
import type { BitcoinConnector } from '@portico/shell/bitcoin'
import { base64 } from '@scure/base'
import { Address, NETWORK, OutScript, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import * as z from 'zod/mini'

const utxosSchema = z.array(z.object({ txid: z.string(), vout: z.number(), value: z.number() }))
const feesSchema = z.object({ fastestFee: z.number() })
export type Utxo = z.infer<typeof utxosSchema>[number]

const TESTNET_ID = 'bip122:000000000933ea01ad0ee984209779ba'
const esplora = (caipNetworkId: string) => `https://mempool.space${caipNetworkId === TESTNET_ID ? '/testnet' : ''}/api`

export async function getUTXOs(caipNetworkId: string, address: string): Promise<Utxo[]> {
  const response = await fetch(`${esplora(caipNetworkId)}/address/${address}/utxo`)
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return utxosSchema.parse(await response.json())
}

async function getFeeRate(caipNetworkId: string): Promise<number> {
  const response = await fetch(`${esplora(caipNetworkId)}/v1/fees/recommended`)
  return response.ok ? feesSchema.parse(await response.json()).fastestFee : 2
}

/** The balance in satoshis: the sum of the address's UTXOs. */
export async function getBalance(caipNetworkId: string, address: string): Promise<number> {
  return (await getUTXOs(caipNetworkId, address)).reduce((sum, utxo) => sum + utxo.value, 0)
}

/**
 * A PSBT spending every UTXO of `address`: `amount` to the recipient, the change back, a memo in
 * an OP_RETURN output, and every input to be signed by `address`.
 */
export async function createPSBT(caipNetworkId: string, amount: number, address: string, recipientAddress: string): Promise<BitcoinConnector.SignPSBTParams> {
  const network = caipNetworkId === TESTNET_ID ? TEST_NETWORK : NETWORK
  const script = OutScript.encode(Address(network).decode(address))
  const [utxos, feeRate] = await Promise.all([getUTXOs(caipNetworkId, address), getFeeRate(caipNetworkId)])
  // The example's size estimate: 10 bytes, 148 per input, 34 per output (two).
  const fee = (10 + 148 * utxos.length + 34 * 2) * feeRate
  const change = utxos.reduce((sum, utxo) => sum + utxo.value, 0) - amount - fee
  if (change < 0) throw new Error('Insufficient funds')

  const tx = new Transaction({ allowUnknownOutputs: true })
  for (const utxo of utxos) tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
  tx.addOutputAddress(recipientAddress, BigInt(amount), network)
  if (change > 0) tx.addOutputAddress(address, BigInt(change), network)
  tx.addOutput({ script: Script.encode(['RETURN', new TextEncoder().encode('Hello Reown AppKit!')]), amount: 0n })

  return {
    psbt: base64.encode(tx.toPSBT()),
    // AppKit's example passes none; a Wallet Standard wallet signs only what is listed.
    signInputs: utxos.map((_, index) => ({ address, index, sighashTypes: [1] })),
    broadcast: false,
  }
}
