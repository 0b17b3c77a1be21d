import type { WalletRecord } from '@portico/contracts'
import type { ConnectionActions } from '../connection/connectionActions'
import type { WalletConnectActions } from '../connection/walletConnectActions'
import type { ShellContext } from '../core/shellContext'
import { CONNECTION_CANCELLED_MESSAGE } from '../walletButtons/waitForConnection'
import { WALLETCONNECT_ITEM_ID, type WalletItem } from '../walletButtons/walletItems'

export interface ConnectWalletItemParameters {
  ctx: Pick<ShellContext, 'store' | 'atoms'>
  connection: Pick<ConnectionActions, 'connectAnnounced'>
  walletConnect: Pick<WalletConnectActions, 'connect'>
  /** The catalogue records shown, where a catalogue item's record is found. */
  records: readonly WalletRecord[]
  wallet: WalletItem
}

/**
 * Connects one item of the headless list: an installed wallet through its own prompt, a catalogue
 * wallet or the WalletConnect entry through pairing. Resolves once connected; throws the connect
 * error (or 'Connection cancelled') otherwise.
 *
 * @example await connectWalletItem({ ctx, connection, walletConnect, records, wallet })
 */
export async function connectWalletItem({ ctx, connection, walletConnect, records, wallet }: ConnectWalletItemParameters): Promise<void> {
  if (wallet.isInjected) await connection.connectAnnounced(wallet.id)
  else await walletConnect.connect(wallet.id === WALLETCONNECT_ITEM_ID ? undefined : records.find((r) => r.id === wallet.id))
  const { status } = ctx.store.get(ctx.atoms.account)
  if (status !== 'connected') throw new Error(ctx.store.get(ctx.atoms.connectError) ?? CONNECTION_CANCELLED_MESSAGE)
}
