import * as z from 'zod/mini'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { accountTypeSchema, DEFAULT_ACCOUNT_TYPES } from '../constants/accountTypes'
import type { ChainNamespace } from '../caip/chainNamespace'

/**
 * One account a wallet granted (SPEC section 3, Account record). The public key and derivation
 * path are there when the wallet tells them (Bitcoin and Solana wallets do, EIP-1193 ones do not).
 * @example accountRecordSchema.parse({ namespace: 'bip122', address: 'tb1q...', type: 'payment' })
 */
export const accountRecordSchema = z.object({
  namespace: chainNamespaceSchema,
  address: z.string().check(z.minLength(1)),
  type: accountTypeSchema,
  publicKey: z.optional(z.string()),
  path: z.optional(z.string()),
})
export type AccountRecord = z.infer<typeof accountRecordSchema>

/**
 * An account record with the namespace's default type (SPEC section 1) unless the wallet said.
 * @example toAccountRecord('solana', address).type // 'eoa'
 */
export function toAccountRecord(
  namespace: ChainNamespace,
  address: string,
  extra: Partial<Pick<AccountRecord, 'type' | 'publicKey' | 'path'>> = {},
): AccountRecord {
  return {
    namespace,
    address,
    type: extra.type ?? DEFAULT_ACCOUNT_TYPES[namespace],
    ...(extra.publicKey !== undefined ? { publicKey: extra.publicKey } : {}),
    ...(extra.path !== undefined ? { path: extra.path } : {}),
  }
}
