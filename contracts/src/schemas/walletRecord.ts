import { z } from 'zod'

/**
 * A wallet of the wallet catalogue, with the fields Portico reads (SPEC section 3). Links and
 * metadata may be null in the catalogue; chains are CAIP-2 ids, kept as text so an unknown
 * namespace does not drop the wallet.
 * @example walletRecordSchema.parse({ id: 'c57ca95b...', name: 'MetaMask', rdns: 'io.metamask' })
 */
export const walletRecordSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string().nullish(),
  rdns: z.string().nullish(),
  chains: z.array(z.string()).nullish(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
})
export type WalletRecord = z.infer<typeof walletRecordSchema>
