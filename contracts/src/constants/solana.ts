import * as z from 'zod/mini'

/** Accepted Solana preflight commitments (SPEC section 5). */
export const solanaCommitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])
export type SolanaCommitment = z.infer<typeof solanaCommitmentSchema>
