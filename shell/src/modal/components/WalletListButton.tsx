import { uiKit } from '../../ui/uiKit'
import { useMessages } from '../i18n/useMessages'
import { useShellCore } from '../ShellContext'
import { chooseWallet, walletEntryIcon } from './chooseWallet'
import type { WalletEntry } from './walletEntry'
import { WalletIcon } from './WalletIcon'

/** A wallet as a row of the Connect view's list. */
export function WalletListButton({ entry }: { entry: WalletEntry }) {
  const core = useShellCore()
  const t = useMessages()
  return (
    <button type="button" className="list-item" onClick={() => chooseWallet(core, entry)}>
      <WalletIcon src={walletEntryIcon(core, entry)} size={32} name={entry.name} />
      <span className="list-item-name">{entry.name}</span>
      {entry.tag ? <span className="tag">{t(`tag.${entry.tag}`)}</span> : null}
      <uiKit.Icon name="chevronRight" size={16} />
    </button>
  )
}
