import { isAddress, isHex, type Address, type Hex } from 'viem'
import { z } from 'zod'
import { invalidParams } from './errors'

export const AddressSchema = z.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
  'Expected a 0x-prefixed 20-byte address',
)

export const HexSchema = z.custom<Hex>((value) => isHex(value, { strict: true }), 'Expected 0x-prefixed hex')

/** A hex quantity as JSON-RPC sends numbers ("0x1a"), read as a bigint. */
export const QuantitySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Expected a 0x-prefixed hex quantity')
  .transform((value) => BigInt(value))

/** The argument of EIP-1193 `request`. */
export const RequestArgumentsSchema = z.object({
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

export type RequestArguments = z.infer<typeof RequestArgumentsSchema>

/**
 * Parses a method's params, answering bad input with -32602 as EIP-1474 asks.
 * @example const [message, address] = parseParams(PersonalSignParamsSchema, params)
 */
export function parseParams<schema extends z.ZodType>(schema: schema, params: unknown): z.output<schema> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(z.prettifyError(parsed.error))
  return parsed.data
}

/** A JSON string holding a value, as eth_signTypedData_v4 sends its typed data. */
export const jsonString = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    context.addIssue({ code: 'custom', message: 'Expected JSON' })
    return z.NEVER
  }
})
