import * as z from 'zod/mini'

const hex = z.string('must be hex starting with 0x').check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be hex starting with 0x'))
const address = z.string('must be an address (0x and 40 hex digits)').check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)'))
const seconds = z.number('must be whole seconds').check(z.int('must be whole seconds'), z.nonnegative('must be whole seconds'))
/** A session key: secp256k1, compressed (33 bytes) or not (65 bytes). */
const secp256k1Key = z.object({
  type: z.literal('secp256k1', 'only secp256k1 keys are supported'),
  publicKey: z.string().check(z.regex(/^0x(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/, 'must be a secp256k1 public key (33 or 65 bytes of hex)')),
})
const policies = z.optional(z.array(z.looseObject({ type: z.string().check(z.minLength(1)), data: z.optional(z.unknown()) })))

/** Who will use the permissions: one key (ERC-7715 `keys`, or the older single `key`). */
export const sessionSignerSchema = z.union([
  z.object({ type: z.literal('keys'), data: z.object({ keys: z.array(secp256k1Key).check(z.length(1, 'must hold exactly one key')) }) }),
  z.object({ type: z.literal('key'), data: secp256k1Key }),
])

/** Calls to some functions of one contract; `abi` names them, else each name is a signature (`increment()`). */
export const contractCallPermissionSchema = z.object({
  type: z.literal('contract-call'),
  data: z.object({
    address,
    abi: z.optional(z.array(z.looseObject({ type: z.string() }))),
    functions: z.array(z.object({ functionName: z.string().check(z.minLength(1), z.maxLength(200)) })).check(z.minLength(1, 'must name at least one function')),
  }),
  policies,
})

/** Native value up to `allowance` (wei, hex) per `period` seconds from `start`. */
export const nativeTokenRecurringAllowancePermissionSchema = z.object({
  type: z.literal('native-token-recurring-allowance'),
  data: z.object({ allowance: hex, start: seconds, period: z.number().check(z.int(), z.positive('must be a positive number of seconds')) }),
  policies,
})

/** ERC-20 `transfer`s of `token` up to `allowance` (base units, hex) per `period` seconds from `start`. */
export const erc20RecurringAllowancePermissionSchema = z.object({
  type: z.literal('erc20-recurring-allowance'),
  data: z.object({ token: address, allowance: hex, start: seconds, period: z.number().check(z.int(), z.positive('must be a positive number of seconds')) }),
  policies,
})

export const sessionPermissionSchema = z.discriminatedUnion('type', [contractCallPermissionSchema, nativeTokenRecurringAllowancePermissionSchema, erc20RecurringAllowancePermissionSchema])
export type SessionPermission = z.infer<typeof sessionPermissionSchema>

/**
 * An ERC-7715 permission request (`wallet_grantPermissions`): the chain (hex), optionally the
 * account, the expiry (unix seconds), the session key and what it may do. Policies are carried as
 * sent; a wallet refuses those it cannot enforce.
 * @example grantPermissionsRequestSchema.parse({ chainId: '0x7a69', expiry, signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } }, permissions: [{ type: 'contract-call', data: { address, abi, functions: [{ functionName: 'increment' }] } }] })
 */
export const grantPermissionsRequestSchema = z.object({
  chainId: hex,
  address: z.optional(address),
  expiry: seconds,
  signer: sessionSignerSchema,
  permissions: z.array(sessionPermissionSchema).check(z.minLength(1, 'must hold at least one permission'), z.maxLength(16, 'must hold at most 16 permissions')),
  policies,
})
export type GrantPermissionsRequest = z.infer<typeof grantPermissionsRequestSchema>

/**
 * The wallet's answer (ERC-7715): what was granted, and `context`, the permissions context id
 * (pci) the session key and the sessions API name the session by.
 */
export const grantPermissionsResponseSchema = z.looseObject({
  chainId: hex,
  address,
  expiry: seconds,
  permissions: z.array(sessionPermissionSchema),
  context: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte permissions context id')),
})
export type GrantPermissionsResponse = z.infer<typeof grantPermissionsResponseSchema>

/** `[ 'permissions', 0, 'data', 'address' ]` -> `permissions[0].data.address`. */
export const issuePath = (path: readonly PropertyKey[]): string =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('')
