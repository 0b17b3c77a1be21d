import * as z from 'zod/mini'

/** Adapter types (SPEC section 1). */
export const adapterTypeSchema = z.enum(['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'])
export type AdapterType = z.infer<typeof adapterTypeSchema>
export const ADAPTER_TYPES: readonly AdapterType[] = Object.freeze([...adapterTypeSchema.options])
