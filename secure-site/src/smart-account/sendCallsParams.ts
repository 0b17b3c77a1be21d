import { getAddress, hexToBigInt, hexToNumber, type Address, type Hex } from 'viem'
import { issuePath } from '@portico/contracts/sessions'
import { z } from 'zod'

/** One call of a batch, as executeBatch takes it. */
export type BatchCall = { to: Address; value: bigint; data: Hex }

/** wallet_sendCalls params, checked: the chain, the sender when given, the calls and the dapp's id when given. */
export type SendCallsRequest = { chainId: number; from: Address | undefined; id: string | undefined; calls: BatchCall[]; atomicRequired: boolean }

/** A failure of a wallet request's params (wallet_sendCalls, wallet_grantPermissions): the message for the page and the EIP-5792 / JSON-RPC code. */
export class WalletParamsError extends Error {
  override readonly name = 'WalletParamsError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

/** At most this many calls in one batch (EIP-5792's 5740 beyond). */
export const MAX_CALLS = 64

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity starting with 0x')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address starting with 0x (0x and 40 hex digits)')

const callSchema = z.object({
  to: address,
  data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex data starting with 0x').optional(),
  value: hexQuantity.optional(),
})

const paramsSchema = z
  .tuple([
    z.object({
      version: z.string().min(1).max(32),
      id: z.string().min(1).max(4_096).optional(),
      chainId: hexQuantity,
      from: address.optional(),
      atomicRequired: z.boolean().optional(),
      calls: z.array(callSchema).min(1, 'must hold at least one call'),
      capabilities: z.record(z.string(), z.unknown()).optional(),
    }),
  ])
  .rest(z.unknown())

const optionalCapability = z.object({ optional: z.literal(true) }).loose()

/**
 * Parses wallet_sendCalls params (EIP-5792, SPEC section 5: each call's target and data start with
 * 0x). A bad field fails with a message naming it (`calls[1].data must be hex data starting with
 * 0x`, -32602); a batch over MAX_CALLS with 5740; a capability this wallet does not know and the dapp
 * did not mark optional with 5700.
 * @example parseSendCalls([{ version: '2.0.0', chainId: '0x7a69', calls: [{ to, value: '0x1' }] }]).calls[0].value // 1n
 */
export function parseSendCalls(params: unknown): SendCallsRequest {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issuePath(issue.path.slice(1)) : ''
    const what = issue && where ? `${where} ${issue.message}` : 'expected [{ version, chainId, from?, calls: [{ to, data?, value? }], capabilities? }]'
    throw new WalletParamsError(`Invalid wallet_sendCalls params: ${what}`, -32602)
  }
  const [{ id, chainId, from, atomicRequired = false, calls, capabilities = {} }] = parsed.data
  if (calls.length > MAX_CALLS) throw new WalletParamsError(`A batch holds at most ${MAX_CALLS} calls`, 5740)
  for (const [name, value] of Object.entries(capabilities)) {
    if (!optionalCapability.safeParse(value).success) throw new WalletParamsError(`Unsupported capability: ${name}`, 5700)
  }
  return {
    chainId: hexToNumber(chainId as Hex),
    from: from === undefined ? undefined : getAddress(from),
    id,
    atomicRequired,
    calls: calls.map((call) => ({ to: getAddress(call.to), value: call.value === undefined ? 0n : hexToBigInt(call.value as Hex), data: (call.data ?? '0x') as Hex })),
  }
}
