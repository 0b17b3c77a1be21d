import * as z from 'zod/mini'

/**
 * A wallet of the wallet catalogue, with the fields Portico reads (SPEC section 3). Links and
 * metadata may be null in the catalogue; chains are CAIP-2 ids, kept as text so an unknown
 * namespace does not drop the wallet.
 * @example walletRecordSchema.parse({ id: 'c57ca95b...', name: 'MetaMask', rdns: 'io.metamask' })
 */
export const walletRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
})
export type WalletRecord = z.infer<typeof walletRecordSchema>
