import { isSolanaAddress, solanaCommitmentSchema } from '@portico/contracts'
import { base58, base64 } from '@scure/base'
import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'
import { applyTokenInstructions, type TokenTransfer } from './splLedger'
import { readSystemTransfers, verifyWireTransaction, type SystemTransfer } from './wireTransaction'

export { tokenBalanceKey, type TokenTransfer } from './splLedger'

export interface SolanaRpcMockOptions {
  /** The cluster RPC answered, e.g. https://api.devnet.solana.com. */
  url: string
  /** Lamports per address; any other address has none. */
  balances?: Readonly<Record<string, bigint>>
  /**
   * The accounts' lamports, kept up to date as transactions land (fee, System transfers): pass one
   * to read the same balances elsewhere (the sandbox's balance API). Seeded from `balances`.
   */
  ledger?: Map<string, bigint>
  /** SPL mints the token program knows, with their decimals (TransferChecked is checked against them). */
  mints?: Readonly<Record<string, number>>
  /**
   * SPL token balances in base units, keyed `tokenBalanceKey(owner, mint)`: an entry is an
   * existing associated token account. Kept up to date as TransferChecked instructions land.
   */
  tokenLedger?: Map<string, bigint>
  /** Called for each transaction the mock accepted. */
  onTransaction?: (transaction: SolanaMockTransaction) => void
}


/** A transaction the mock accepted: its id, fee payer, fee and the SOL and SPL transfers it made. */
export interface SolanaMockTransaction {
  signature: string
  feePayer: string | undefined
  fee: bigint
  transfers: SystemTransfer[]
  tokenTransfers: TokenTransfer[]
}

/** What a node charges per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5000n

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
 * 5), answering -32600, -32601 or -32602 as a node does. Batches are supported. Accepted
 * transactions move lamports in the ledger: 5000 per signature from the fee payer (down to zero)
 * and each System Program transfer (-32002 when the sender lacks the lamports); SPL tokens move
 * in the token ledger through associated-account creation (no rent is charged) and
 * TransferChecked between associated accounts (-32002 on a wrong account, mint, decimals or a
 * short balance).
 * @example setupWorker(...createSolanaRpcHandlers({ url: solanaDevnet.rpcUrls.default.http[0], balances: { [address]: 2_500_000_000n } }))
 */
export function createSolanaRpcHandlers({ url, balances = {}, ledger = new Map(), mints = {}, tokenLedger = new Map(), onTransaction }: SolanaRpcMockOptions): HttpHandler[] {
  const sent = new Set<string>()
  for (const [owner, lamports] of Object.entries(balances)) if (!ledger.has(owner)) ledger.set(owner, lamports)
  const lamportsOf = (owner: string) => ledger.get(owner) ?? 0n

  /** Applies the fee (down to zero) and the transfers, or throws as a node's preflight does, changing nothing. */
  const apply = (bytes: Uint8Array, signatures: number): Omit<SolanaMockTransaction, 'signature'> => {
    const { feePayer, transfers } = readSystemTransfers(bytes, (key) => base58.encode(key))
    const tokens = applyTokenInstructions(bytes, { tokenLedger, mints })
    const next = new Map<string, bigint>()
    const read = (owner: string) => next.get(owner) ?? lamportsOf(owner)
    for (const { from, to, lamports } of transfers) {
      if (read(from) < lamports) throw new Error('Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.')
      next.set(from, read(from) - lamports)
      next.set(to, read(to) + lamports)
    }
    const fee = LAMPORTS_PER_SIGNATURE * BigInt(signatures)
    if (feePayer) next.set(feePayer, read(feePayer) > fee ? read(feePayer) - fee : 0n)
    for (const [owner, lamports] of next) ledger.set(owner, lamports)
    for (const [key, amount] of tokens.next) tokenLedger.set(key, amount)
    return { feePayer, fee, transfers, tokenTransfers: tokens.tokenTransfers }
  }

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
        return result({ context, value: Number(lamportsOf(String(params[0]))) })
      case 'getLatestBlockhash':
        return result({ context, value: { blockhash: BLOCKHASH, lastValidBlockHeight: SLOT + 150 } })
      case 'getSignatureStatuses':
        return result({
          context,
          value: (params[0] as string[]).map((signature) => (sent.has(signature) ? { slot: SLOT, confirmations: null, err: null, confirmationStatus: 'finalized' } : null)),
        })
      case 'sendTransaction': {
        const [wire, { encoding }] = params as [string, { encoding: 'base58' | 'base64' }]
        let bytes: Uint8Array
        let signatures: Uint8Array[]
        try {
          bytes = encoding === 'base64' ? base64.decode(wire) : base58.decode(wire)
          signatures = verifyWireTransaction(bytes)
        } catch (cause) {
          return error(id, -32003, cause instanceof Error ? cause.message : 'Transaction rejected')
        }
        const id58 = base58.encode(signatures[0] ?? new Uint8Array())
        // A resend of a landed transaction moves nothing twice.
        if (sent.has(id58)) return result(id58)
        try {
          const applied = apply(bytes, signatures.length)
          sent.add(id58)
          onTransaction?.({ signature: id58, ...applied })
          return result(id58)
        } catch (cause) {
          return error(id, -32002, cause instanceof Error ? cause.message : 'Transaction simulation failed')
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
