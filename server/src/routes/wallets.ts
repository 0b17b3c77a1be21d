import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { queryCatalogue } from '@portico/contracts'
import { z } from 'zod'
import { getWalletsQuerySchema } from '../engines/catalogue/getWalletsQuerySchema'
import { hostedAssetName } from '../engines/catalogue/hostedAssetName'
import { initialsImageSvg } from '../engines/catalogue/initialsImageSvg'
import { readCatalogue, type CatalogueWallet } from '../engines/catalogue/readCatalogue'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

const IMAGE_TYPES = { png: 'image/png', svg: 'image/svg+xml', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const
const imageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)

/**
 * The wallet-kit provider API from the operator's catalogue file and image folder: `/getWallets`
 * (page, entries, chains, include, exclude, search, badge_type or badge, names, rdns), `/getWalletImage/{id}`,
 * `/public/getAssetImage/{id}` (and the currency and token images beside them).
 */
export function registerWalletRoutes(app: PorticoApp, context: ServerContext): void {
  const catalogue = context.config.catalogue
  let wallets: Promise<CatalogueWallet[]> | undefined
  const load = () => (wallets ??= catalogue ? readCatalogue(catalogue.file) : Promise.resolve([]))
  const guard = checkProject(context, { enforceOrigin: false })

  app.get('/getWallets', guard, async (c) => {
    const page = queryCatalogue(await load(), getWalletsQuerySchema.parse(c.req.query()))
    // The badge is the server's to filter on; the hosted API sends records without it.
    return c.json({ count: page.count, data: page.data.map(({ badge_type: _badge, ...record }) => record) })
  })

  for (const path of ['/getWalletImage/:id', '/public/getAssetImage/:id', '/public/getCurrencyImage/:id', '/public/getTokenImage/:id']) {
    app.get(path, guard, async (c) => {
      const id = imageIdSchema.safeParse(c.req.param('id'))
      if (!id.success) return c.notFound()
      const image = catalogue?.imagesDir ? await readImage(catalogue.imagesDir, id.data) : undefined
      // AppKit asks for its networks' and built-in connectors' logos by the hosted ids: drawn
      // here when the operator's folder has no file of that id.
      const drawn = image || path !== '/public/getAssetImage/:id' ? undefined : hostedAssetName(id.data, context.config.chains)
      if (!image && drawn === undefined) return c.notFound()
      c.header('Content-Type', image?.type ?? IMAGE_TYPES.svg)
      c.header('Cache-Control', 'public, max-age=86400')
      return c.body(image?.body ?? new TextEncoder().encode(initialsImageSvg(drawn ?? '')))
    })
  }
}

/** The image file `<id>.<ext>` in `folder`, the first extension found. */
async function readImage(folder: string, id: string): Promise<{ body: Uint8Array<ArrayBuffer>; type: string } | undefined> {
  for (const [extension, type] of Object.entries(IMAGE_TYPES)) {
    const image = await readFile(join(folder, `${id}.${extension}`)).catch(() => undefined)
    if (image) return { body: new Uint8Array(image), type }
  }
  return undefined
}
