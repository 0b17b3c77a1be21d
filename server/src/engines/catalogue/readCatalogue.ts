import { readFile } from 'node:fs/promises'
import { z } from 'zod'

/** A wallet of the operator's catalogue: the hosted record's fields, kept as written (`badge_type` is for filtering). */
export const catalogueWalletSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    image_id: z.string().nullish(),
    chains: z.array(z.string()).nullish(),
    badge_type: z.string().nullish(),
    rdns: z.string().nullish(),
  })
  .passthrough()
export type CatalogueWallet = z.infer<typeof catalogueWalletSchema>

/**
 * The catalogue file: `{ wallets: [...] }` or a bare array of hosted `/getWallets` records; a
 * record that fails is dropped, its neighbours kept.
 */
export async function readCatalogue(file: string): Promise<CatalogueWallet[]> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'))
  const list = z.union([z.array(z.unknown()), z.object({ wallets: z.array(z.unknown()) }).transform((value) => value.wallets)]).parse(raw)
  return list.flatMap((entry) => {
    const parsed = catalogueWalletSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}
