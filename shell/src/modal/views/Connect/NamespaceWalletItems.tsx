import type { WalletNamespace } from '../../../connection/namespaceWallet'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'
import { uiKit } from '../../../ui/uiKit'

const NAMESPACE_TAGS: Record<WalletNamespace, string> = { solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot' }

/**
 * The installed wallets of the dapp's other namespaces (Solana and Bitcoin Wallet Standard
 * wallets, Polkadot extensions), as rows of the Connect view's wallet list, tagged with their
 * namespace. Each connects through the generic flow while ConnectingExternal shows progress.
 * `only`: the namespace `open({ namespace })` asked for, when it did.
 */
export function NamespaceWalletItems({ only }: { only?: string | undefined }) {
  const core = useShellCore()
  const wallets = useAtomValue(core.atoms.namespaceWallets)
  return wallets
    .filter((wallet) => only === undefined || wallet.namespace === only)
    .map((wallet) => (
    <li key={`namespace:${wallet.id}`} data-group="injected" data-namespace={wallet.namespace}>
      <button
        type="button"
        className="list-item"
        onClick={() => {
          core.modal.push({ view: 'ConnectingExternal', connectorId: wallet.id })
          void core.namespaces.connect(wallet.id)
        }}
      >
        <WalletIcon src={wallet.icon} size={32} />
        <span className="list-item-name">{wallet.name}</span>
        <span className="tag">{NAMESPACE_TAGS[wallet.namespace]}</span>
        <uiKit.Icon name="chevronRight" size={16} />
      </button>
    </li>
  ))
}
