import * as z from 'zod/mini'

/** An unspent output as Esplora's `GET /address/:address/utxo` lists it (status left out). */
const utxoSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  vout: z.number().check(z.int(), z.nonnegative()),
  value: z.number().check(z.int(), z.positive()),
})
const utxosSchema = z.array(utxoSchema)
export type Utxo = z.infer<typeof utxoSchema>

/** mempool.space's `GET /v1/fees/recommended`, sat/vB. */
const feesSchema = z.object({ halfHourFee: z.number().check(z.positive()) })
const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))

// SPEC section 7's message; a node's reason for refusing a transaction (400) rides along as the cause.
async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`, { cause: (await response.text()).slice(0, 300) })
  return response
}

/** The Esplora endpoints a Bitcoin transfer needs. */
export interface EsploraApi {
  utxos: (address: string) => Promise<Utxo[]>
  /** The half-hour fee rate, whole sat/vB (at least 1). */
  feeRate: () => Promise<bigint>
  /** Broadcasts a raw transaction (hex); answers its txid. */
  broadcast: (rawHex: string) => Promise<string>
}

/**
 * The Esplora endpoints a Bitcoin transfer needs, answers zod-checked.
 * @example await createEsploraApi('https://mempool.space/testnet/api').utxos('tb1q...')
 */
export function createEsploraApi(baseUrl: string, fetchFn: typeof fetch = globalThis.fetch): EsploraApi {
  return {
    async utxos(address) {
      return utxosSchema.parse(await (await ok(await fetchFn(`${baseUrl}/address/${encodeURIComponent(address)}/utxo`))).json())
    },
    async feeRate() {
      const { halfHourFee } = feesSchema.parse(await (await ok(await fetchFn(`${baseUrl}/v1/fees/recommended`))).json())
      return BigInt(Math.max(1, Math.ceil(halfHourFee)))
    },
    async broadcast(rawHex) {
      const response = await ok(await fetchFn(`${baseUrl}/tx`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: rawHex }))
      return txidSchema.parse((await response.text()).trim())
    },
  }
}
