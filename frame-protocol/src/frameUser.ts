import * as z from 'zod/mini'
import { preferredAccountTypeSchema } from '@portico/contracts'
import { frameAccountSchema, frameAddressSchema, frameChainIdSchema, frameChainNamespace, frameEmailSchema, frameList, frameUserNameSchema, isFrameAddressOf } from './frameFields'

/**
 * The connected user as the frame reports it (get user, connect social): the address on `chainId`,
 * which must be an address of that chain's namespace, every account, the preferred account type,
 * whether the smart account is deployed, and the email or user name it logged in with.
 * @example frameUserSchema.parse({ address: '0x...', chainId: 1, accounts: [{ address: '0x...', type: 'eoa' }] })
 */
export const frameUserSchema = z
  .object({
    email: z.optional(z.nullable(frameEmailSchema)),
    address: frameAddressSchema,
    chainId: frameChainIdSchema,
    accounts: z.optional(frameList(frameAccountSchema)),
    preferredAccountType: z.optional(preferredAccountTypeSchema),
    smartAccountDeployed: z.optional(z.boolean()),
    userName: z.optional(frameUserNameSchema),
  })
  .check(
    z.refine((user) => isFrameAddressOf(frameChainNamespace(user.chainId), user.address), { error: "The address is not on the user's chain", path: ['address'] }),
    z.refine((user) => (user.accounts ?? []).every((account) => isFrameAddressOf(frameChainNamespace(user.chainId), account.address)), { error: "An account is not on the user's chain", path: ['accounts'] }),
  )
export type FrameUser = z.infer<typeof frameUserSchema>
