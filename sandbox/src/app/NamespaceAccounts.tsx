import type { ChainNamespace } from '@portico/contracts'
import { useAppKitAccount, useDisconnect } from '@portico/shell/react'

/** One namespace's account as the dapp sees it, with a disconnect for that namespace alone. */
function NamespaceAccount({ namespace }: { namespace: ChainNamespace }) {
  const { address, status } = useAppKitAccount({ namespace })
  const { disconnect } = useDisconnect()
  return (
    <li data-testid={`dapp-account-${namespace}`} data-status={status}>
      {namespace}: {status} {address ?? ''}{' '}
      <button type="button" onClick={() => void disconnect({ namespace })} disabled={status !== 'connected'}>
        Disconnect {namespace}
      </button>
    </li>
  )
}

/** Every configured namespace's account: several may be connected at once (one WalletConnect session, or several wallets). */
export function NamespaceAccounts({ namespaces }: { namespaces: readonly ChainNamespace[] }) {
  if (namespaces.length < 2) return null
  return (
    <ul aria-label="Accounts per namespace">
      {namespaces.map((namespace) => (
        <NamespaceAccount key={namespace} namespace={namespace} />
      ))}
    </ul>
  )
}
