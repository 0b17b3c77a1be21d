import { walletLinkSchema } from '@portico/contracts'
import * as z from 'zod/mini'

/**
 * The stored deep link (`@portico/wc-deeplink`): the wallet's name and its link, an https
 * universal link or a wallet's app scheme (walletLinkSchema: never `javascript:`, `data:`, plain
 * http). The same check when written, read back, and at page load.
 */
export const wcLinkingSchema = z.object({ name: z.string().check(z.maxLength(100)), href: walletLinkSchema })
