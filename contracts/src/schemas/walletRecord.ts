import * as z from 'zod/mini'
import { catalogueWalletLinkSchema, walletLinkSchema } from '../url/walletLink'

const walletRecordFields = {
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
}

/**
 * A wallet of the wallet catalogue, with the fields Portico reads (SPEC section 3). Links and
 * metadata may be null in the catalogue; chains are CAIP-2 ids, kept as text so an unknown
 * namespace does not drop the wallet. A link that is not a wallet link (isWalletLink: an https
 * universal link or an app scheme, never `javascript:` and the like) is dropped; the wallet stays.
 * @example walletRecordSchema.parse({ id: 'c57ca95b...', name: 'MetaMask', rdns: 'io.metamask' })
 */
export const walletRecordSchema = z.object({
  ...walletRecordFields,
  mobile_link: catalogueWalletLinkSchema,
  desktop_link: catalogueWalletLinkSchema,
  webapp_link: catalogueWalletLinkSchema,
})
export type WalletRecord = z.infer<typeof walletRecordSchema>

/**
 * A wallet record as Portico stores it among the recent wallets: the same fields, but a record
 * with an invalid link fails as a whole, so a hostile record written by an older build is dropped
 * when read back rather than shown.
 */
export const storedWalletRecordSchema = z.object({
  ...walletRecordFields,
  mobile_link: z.nullish(walletLinkSchema),
  desktop_link: z.nullish(walletLinkSchema),
  webapp_link: z.nullish(walletLinkSchema),
})
