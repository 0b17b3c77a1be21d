import type { CatalogueQuery } from '@portico/contracts'
import { z } from 'zod'

const listSchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').filter(Boolean))

/**
 * The hosted `/getWallets` query as AppKit 1.8 sends it, parsed into the catalogue's query. AppKit
 * spells the badge two ways: `badge_type` when a person filters All Wallets, `badge` (with `names`
 * and `rdns`) when it asks for the records of the wallets it found installed, to rank them; both
 * filter the same field, `badge_type` winning if a page sends both. Its SDK fields (`st`, `sv`,
 * `projectId`...) are the project guard's, not the selection's.
 *
 * @example
 * getWalletsQuerySchema.parse({ page: '1', entries: '20', badge: 'certified', names: 'MetaMask', rdns: 'io.metamask' })
 * // { page: 1, entries: 20, badgeType: 'certified', names: ['MetaMask'], rdns: ['io.metamask'], chains: [], include: [], exclude: [], search: '' }
 */
export const getWalletsQuerySchema = z
  .object({
    page: z.coerce.number().int().positive(),
    entries: z.coerce.number().int().positive().max(100),
    chains: listSchema,
    include: listSchema,
    exclude: listSchema,
    search: z.string().max(100).default(''),
    badge_type: z.string().optional(),
    badge: z.string().optional(),
    names: listSchema,
    rdns: listSchema,
  })
  .transform(({ badge_type, badge, ...query }): CatalogueQuery => ({ ...query, badgeType: badge_type ?? badge }))
