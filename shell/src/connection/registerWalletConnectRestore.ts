import { CONNECTOR_IDS } from '@portico/contracts'
import { clearDeepLink } from '../connectors/walletConnect/clearDeepLink'
import { loadWalletConnectChunk } from '../connectors/walletConnect/loadWalletConnectChunk'
import { readStoredDeepLink } from '../connectors/walletConnect/readStoredDeepLink'
import type { ShellContext } from '../core/shellContext'
import type { ConnectionActions } from './connectionActions'
import type { WalletConnectActions } from './walletConnectActions'

/**
 * What of WalletConnect page load holds; the pairing actions are in the intent chunk. A stored
 * session restores through them (`load` brings them, then the WalletConnect chunk). The stored
 * deep link is checked as the page loads, a hostile or malformed one removed, with no request;
 * a disconnect clears it (SPEC section 4 reset) even on a page that never loaded them; once
 * loaded, they reset their own state as well.
 */
export function registerWalletConnectRestore(
  ctx: Pick<ShellContext, 'events' | 'localStorage'>,
  connection: Pick<ConnectionActions, 'registerRestorer'>,
  load: () => Promise<Pick<WalletConnectActions, 'restore'>>,
) {
  readStoredDeepLink(ctx.localStorage)
  connection.registerRestorer({
    matches: (connectorId) => connectorId === CONNECTOR_IDS.WALLET_CONNECT,
    restore: async (_connectorId, namespace) => {
      // The WalletConnect chunk starts beside the pairing actions, not after them.
      void loadWalletConnectChunk().catch(() => undefined)
      return (await load()).restore(namespace)
    },
  })
  ctx.events.subscribe(({ data }) => {
    if (data.event === 'DISCONNECT_SUCCESS') clearDeepLink(ctx.localStorage)
  })
}
