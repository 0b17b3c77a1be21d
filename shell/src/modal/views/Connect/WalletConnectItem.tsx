import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { uiKit } from '../../../ui/uiKit'
import { useVisualViewport } from '../../useVisualViewport'
import { isSheet } from '../../visualViewportBox'
import { WalletConnectMark } from './WalletConnectMark'

/**
 * The WalletConnect entry: first, as the connector order has it (SPEC section 1), above the
 * wallet list. It pairs any wallet through a QR code, without a chosen catalogue wallet. Not on a
 * phone: the phone showing a QR code cannot scan it; there the wallets below open their apps.
 */
export function WalletConnectItem() {
  const core = useShellCore()
  const t = useMessages()
  if (isSheet(useVisualViewport())) return null
  return (
    <button type="button" className="list-item" data-group="walletConnect" onClick={() => core.modal.push({ view: 'ConnectingWalletConnect' })}>
      <WalletConnectMark size={32} />
      <span className="list-item-name">WalletConnect</span>
      <span className="tag">{t('qrCode')}</span>
      <uiKit.Icon name="chevronRight" size={16} />
    </button>
  )
}
