import type { AnnouncedWallet } from '../../../connectors/injected/announcedWallet'
import type { NamespaceWallet } from '../../../connection/namespaceWallet'

/** The wallet a ConnectingExternal view is about: an EIP-6963 one, or a Solana, Bitcoin or Polkadot one. */
export interface ConnectingWallet {
  name: string
  icon: string | undefined
  /** Of another namespace than eip155: it reconnects through its namespace. */
  namespaceWallet: NamespaceWallet | undefined
}

/**
 * @example connectingWallet('io.metamask', announced, [])?.name // 'MetaMask'
 */
export function connectingWallet(connectorId: string, announced: readonly AnnouncedWallet[], namespaceWallets: readonly NamespaceWallet[]): ConnectingWallet | undefined {
  const wallet = announced.find(({ info }) => info.rdns === connectorId)
  if (wallet) return { name: wallet.info.name, icon: wallet.info.icon, namespaceWallet: undefined }
  const namespaceWallet = namespaceWallets.find(({ id }) => id === connectorId)
  return namespaceWallet ? { name: namespaceWallet.name, icon: namespaceWallet.icon, namespaceWallet } : undefined
}
