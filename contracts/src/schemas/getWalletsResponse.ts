import * as z from 'zod/mini'
import { WALLET_LIST_CAP } from '../constants/limits'
import { lenientListSchema } from './lenientList'
import { walletRecordSchema } from './walletRecord'

/**
 * The wallet-kit provider's `GET /getWallets` answer (SPEC section 7): one page of wallet records
 * and the number of wallets matching the query across all pages.
 * @example getWalletsResponseSchema.parse({ data: [{ id: 'c57ca95b...', name: 'MetaMask' }], count: 1 })
 */
export const getWalletsResponseSchema = z.object({
  data: lenientListSchema(walletRecordSchema, WALLET_LIST_CAP, 'wallets'),
  count: z.number().check(z.int(), z.nonnegative()),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
