import * as z from 'zod/mini'

/**
 * An EIP-5792 wallet_getCapabilities answer, keyed by hex chain id; only assetDiscovery is read
 * (SPEC section 7: checked per chain hex id), other capabilities pass unread.
 */
export const walletCapabilitiesSchema = z.record(z.string(), z.object({ assetDiscovery: z.optional(z.object({ supported: z.boolean() })) }))
export type WalletCapabilities = z.infer<typeof walletCapabilitiesSchema>
