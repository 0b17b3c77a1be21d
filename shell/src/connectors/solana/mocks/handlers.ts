import { isSolanaAddress, solanaCommitmentSchema } from '@portico/contracts'
import { base58, base64 } from '@scure/base'
import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'
import { verifyWireTransaction } from './wireTransaction'

export interface SolanaRpcMockOptions {
  /** The cluster RPC answered, e.g. https://api.devnet.solana.com. */
  url: string
  /** Lamports per address; any other address has none. */
  balances?: Readonly<Record<string, bigint>>
}

const SLOT = 350_000_000
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'

const address = z.string().check(z.refine(isSolanaAddress, 'not a Solana address'))
const slot = z.number().check(z.int(), z.nonnegative())
// Every config is strict: a misspelt or unknown option is a client bug the mock must show.
const commitmentConfig = z.strictObject({ commitment: z.optional(solanaCommitmentSchema), minContextSlot: z.optional(slot) })
const requestSchema = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.optional(z.array(z.unknown())),
})
const paramsSchemas = {
  getBalance: z.union([z.tuple([address]), z.tuple([address, commitmentConfig])]),
  getLatestBlockhash: z.union([z.tuple([]), z.tuple([commitmentConfig])]),
  sendTransaction: z.tuple([
    z.string().check(z.minLength(1)),
    z.strictObject({
      encoding: z.enum(['base58', 'base64']),
      skipPreflight: z.optional(z.boolean()),
      preflightCommitment: z.optional(solanaCommitmentSchema),
      maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
      minContextSlot: z.optional(slot),
    }),
  ]),
  getSignatureStatuses: z.union([
    z.tuple([z.array(z.string()).check(z.maxLength(256))]),
    z.tuple([z.array(z.string()).check(z.maxLength(256)), z.strictObject({ searchTransactionHistory: z.optional(z.boolean()) })]),
  ]),
}
type Method = keyof typeof paramsSchemas

const context = { apiVersion: '2.0.0', slot: SLOT }
const error = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } })

/**
 * MSW handlers answering a Solana cluster's JSON-RPC where no node can run: getBalance,
 * getLatestBlockhash, sendTransaction (signatures verified) and getSignatureStatuses. Request
 * shapes are checked strictly (JSON-RPC 2.0 envelope, params, commitment values of SPEC section
 * 5), answering -32600, -32601 or -32602 as a node does. Batches are supported.
 * @example setupWorker(...createSolanaRpcHandlers({ url: solanaDevnet.rpcUrls.default.http[0], balances: { [address]: 2_500_000_000n } }))
 */
export function createSolanaRpcHandlers({ url, balances = {} }: SolanaRpcMockOptions): HttpHandler[] {
  const sent = new Set<string>()

  const answer = (raw: unknown) => {
    const request = requestSchema.safeParse(raw)
    const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : null
    if (!request.success) return error(id, -32600, `Invalid request: ${request.error.issues[0]?.message}`)
    const { method, params = [] } = request.data
    if (!(method in paramsSchemas)) return error(id, -32601, 'Method not found')
    const parsed = paramsSchemas[method as Method].safeParse(params)
    if (!parsed.success) return error(id, -32602, `Invalid params: ${parsed.error.issues[0]?.message}`)
    const result = (value: unknown) => ({ jsonrpc: '2.0', id, result: value })
    switch (method as Method) {
      case 'getBalance':
        return result({ context, value: Number(balances[String(params[0])] ?? 0n) })
      case 'getLatestBlockhash':
        return result({ context, value: { blockhash: BLOCKHASH, lastValidBlockHeight: SLOT + 150 } })
      case 'getSignatureStatuses':
        return result({
          context,
          value: (params[0] as string[]).map((signature) => (sent.has(signature) ? { slot: SLOT, confirmations: null, err: null, confirmationStatus: 'finalized' } : null)),
        })
      case 'sendTransaction': {
        const [wire, { encoding }] = params as [string, { encoding: 'base58' | 'base64' }]
        try {
          const [signature] = verifyWireTransaction(encoding === 'base64' ? base64.decode(wire) : base58.decode(wire))
          const id58 = base58.encode(signature ?? new Uint8Array())
          sent.add(id58)
          return result(id58)
        } catch (cause) {
          return error(id, -32003, cause instanceof Error ? cause.message : 'Transaction rejected')
        }
      }
    }
  }

  return [
    http.post(new URL(url).href, async ({ request }) => {
      if (!request.headers.get('content-type')?.startsWith('application/json')) {
        return HttpResponse.json(error(null, -32700, 'Content-Type must be application/json'), { status: 415 })
      }
      let body: unknown
      try {
        body = await request.json()
      } catch {
        return HttpResponse.json(error(null, -32700, 'Parse error'))
      }
      return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body))
    }),
  ]
}
