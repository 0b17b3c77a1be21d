import { FRAME_DEFAULT_CHAIN_ID } from '@portico/contracts'
import { frameChainIdSchema, type FrameChainId } from '@portico/frame-protocol'
import { z } from 'zod'

const querySchema = z.object({
  projectId: z.string().max(256).catch(''),
  version: z.string().max(64).catch(''),
  // The page's node URL for the chain: read, not used (this frame forwards to its own config's nodes).
  rpcUrl: z.string().max(8192).catch(''),
  smartAccountVersion: z.string().max(16).optional().catch(undefined),
  enableLogger: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
})

/** The frame's URL query (SPEC section 2): projectId, chainId (eip155:1 by default), version, enableLogger, and rpcUrl and smartAccountVersion as the hosted secure site's query has them. */
export type FrameQuery = z.infer<typeof querySchema> & { chainId: FrameChainId }

/**
 * Reads the query the page put on the frame's URL; anything unreadable falls back to its default.
 * @example readFrameQuery('?projectId=p1&chainId=eip155%3A31337&version=4') // { projectId: 'p1', chainId: 'eip155:31337', ... }
 */
export function readFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search)
  const query = querySchema.parse({
    projectId: params.get('projectId') ?? '',
    version: params.get('version') ?? '',
    rpcUrl: params.get('rpcUrl') ?? '',
    smartAccountVersion: params.get('smartAccountVersion') ?? undefined,
    enableLogger: params.get('enableLogger') ?? undefined,
  })
  const chainId = frameChainIdSchema.safeParse(params.get('chainId'))
  return { ...query, chainId: chainId.success ? chainId.data : FRAME_DEFAULT_CHAIN_ID }
}
