import * as z from 'zod/mini'

/** Names of views a plugin adds; PascalCase like the spec's views (WalletReceive). */
export const viewNameSchema = z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/, 'View names are PascalCase'))
export type ViewName = z.infer<typeof viewNameSchema>
