import type { ChainNamespace } from '../caip/chainNamespaces'
import { isChainNamespace } from '../caip/isChainNamespace'
import type { FieldReader } from './storedRecord'

/**
 * The stored connection's namespaces as they are read back (storedConnectionReadFields): a
 * namespace this build does not know (written by a newer one) is left out instead of failing the
 * field. Plain readers without zod: the page's first script reads them for a returning visitor.
 * @example STORED_CONNECTED_NAMESPACES.safeParse(['eip155', 'cosmos']) // { success: true, data: ['eip155'] }
 */
export const STORED_CONNECTED_NAMESPACES = {
  safeParse: (input: unknown) =>
    input === undefined ? { success: true as const, data: [] } : Array.isArray(input) ? { success: true as const, data: input.filter(isChainNamespace) } : { success: false as const },
} satisfies FieldReader<ChainNamespace[]>

/**
 * Each stored namespace's connector id, read as STORED_CONNECTED_NAMESPACES is: an unknown
 * namespace or an empty id is left out.
 * @example STORED_NAMESPACE_CONNECTORS.safeParse({ eip155: 'io.metamask', cosmos: 'keplr' }) // { success: true, data: { eip155: 'io.metamask' } }
 */
export const STORED_NAMESPACE_CONNECTORS = {
  safeParse: (input: unknown) => {
    if (input === undefined) return { success: true as const, data: {} }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return { success: false as const }
    const known = Object.entries(input).filter((entry): entry is [ChainNamespace, string] => isChainNamespace(entry[0]) && typeof entry[1] === 'string' && entry[1].length > 0)
    return { success: true as const, data: Object.fromEntries(known) as Partial<Record<ChainNamespace, string>> }
  },
} satisfies FieldReader<Partial<Record<ChainNamespace, string>>>
