import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { queryCatalogue } from '@portico/contracts'
import { z } from 'zod'
import { readCatalogue, type CatalogueWallet } from '../engines/catalogue/readCatalogue'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

const listSchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').filter(Boolean))

const getWalletsQuerySchema = z.object({
  page: z.coerce.number().int().positive(),
  entries: z.coerce.number().int().positive().max(100),
  chains: listSchema,
  include: listSchema,
  exclude: listSchema,
  search: z.string().max(100).default(''),
  badge_type: z.string().optional(),
})

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg' }
const imageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)

/**
 * The wallet-kit provider API from the operator's catalogue file and image folder: `/getWallets`
 * (page, entries, chains, include, exclude, search, badge_type), `/getWalletImage/{id}`,
 * `/public/getAssetImage/{id}` (and the currency and token images beside them).
 */
export function registerWalletRoutes(app: PorticoApp, context: ServerContext): void {
  const catalogue = context.config.catalogue
  let wallets: Promise<CatalogueWallet[]> | undefined
  const load = () => (wallets ??= catalogue ? readCatalogue(catalogue.file) : Promise.resolve([]))
  const guard = checkProject(context, { enforceOrigin: false })

  app.get('/getWallets', guard, async (c) => {
    const query = getWalletsQuerySchema.parse(c.req.query())
    const page = queryCatalogue(await load(), { ...query, badgeType: query.badge_type })
    // The badge is the server's to filter on; the hosted API sends records without it.
    return c.json({ count: page.count, data: page.data.map(({ badge_type: _badge, ...record }) => record) })
  })

  for (const path of ['/getWalletImage/:id', '/public/getAssetImage/:id', '/public/getCurrencyImage/:id', '/public/getTokenImage/:id']) {
    app.get(path, guard, async (c) => {
      const id = imageIdSchema.safeParse(c.req.param('id'))
      if (!id.success || !catalogue?.imagesDir) return c.notFound()
      for (const [extension, type] of Object.entries(IMAGE_TYPES)) {
        const image = await readFile(join(catalogue.imagesDir, `${id.data}.${extension}`)).catch(() => undefined)
        if (!image) continue
        c.header('Content-Type', type)
        c.header('Cache-Control', 'public, max-age=86400')
        return c.body(new Uint8Array(image))
      }
      return c.notFound()
    })
  }
}
