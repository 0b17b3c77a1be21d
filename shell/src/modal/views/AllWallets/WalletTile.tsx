import { chooseWallet, walletEntryIcon } from '../../components/chooseWallet'
import type { WalletEntry } from '../../components/walletEntry'
import { WalletIcon } from '../../components/WalletIcon'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

/** A wallet as a tile of the AllWallets grid. */
export function WalletTile({ entry }: { entry: WalletEntry }) {
  const core = useShellCore()
  const t = useMessages()
  return (
    <button type="button" className="wallet-tile" title={entry.name} onClick={() => chooseWallet(core, entry)}>
      <WalletIcon src={walletEntryIcon(core, entry)} size={48} name={entry.name} />
      <span className="wallet-tile-name">{entry.name}</span>
      {entry.tag ? <span className="wallet-tile-tag">{t(`tag.${entry.tag}`)}</span> : null}
    </button>
  )
}
