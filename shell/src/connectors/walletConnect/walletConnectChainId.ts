import type { ChainNamespace } from '@portico/contracts'

/** `eip155:10` -> 10 (eip155 ids are numbers for the shell); other namespaces keep their text. */
export function chainIdOf(caipNetworkId: string): number | string {
  const [namespace, reference = ''] = caipNetworkId.split(':')
  return namespace === 'eip155' ? Number(reference) : reference
}

/**
 * A wallet reports a chain as `10`, `"10"`, `"0xa"` or `eip155:10`; the shell wants the reference
 * (decimal for eip155, as the session's CAIP ids write it).
 */
export function chainReference(namespace: ChainNamespace, chainId: number | string): string {
  const reference = String(chainId).split(':').at(-1) ?? String(chainId)
  return namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference) ? String(Number(reference)) : reference
}
