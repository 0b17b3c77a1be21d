import { isChainNamespace, type ChainNamespace } from '@portico/contracts'

/**
 * The view `open` shows and its arguments. AppKit's `namespace` option: with nobody connected on
 * that namespace, Connect opens listing its wallets only (the view reads `arguments.namespace`);
 * a namespace that is not one (a plain JS caller's typo) is ignored.
 * @example openTarget({ namespace: 'solana' }, () => false) // { view: 'Connect', arguments: { namespace: 'solana' } }
 */
export function openTarget(
  options: { view?: string; arguments?: Readonly<Record<string, string>>; namespace?: ChainNamespace } | undefined,
  isConnectedOn: (namespace: ChainNamespace) => boolean,
): { view: string | undefined; arguments: Readonly<Record<string, string>> | undefined } {
  const namespace = isChainNamespace(options?.namespace) ? options.namespace : undefined
  const view = options?.view ?? (namespace && !isConnectedOn(namespace) ? 'Connect' : undefined)
  if (!namespace || view !== 'Connect') return { view, arguments: options?.arguments }
  return { view, arguments: { ...options?.arguments, namespace } }
}
