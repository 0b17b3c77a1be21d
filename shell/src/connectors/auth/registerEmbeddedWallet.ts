import { CONNECTOR_IDS, getErrorMessage, type AuthHost, type SocialProvider } from '@portico/contracts'
import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import type { EmbeddedWallet } from './embeddedWallet'
import { createEmbeddedAuthHost } from './embeddedAuthHost'
import { loadAuthChunk } from './loadAuthChunk'
import { createSocialPopup } from './socialPopup'
import { takeTelegramResultUri } from './telegramResultUri'

export interface EmbeddedWalletDependencies {
  modal: ModalActions
  connection: ConnectionActions
  toast: (message: string, variant: 'error') => void
}

/** What of the embedded wallet the page load holds (createShellCore keeps it). */
export interface EmbeddedWalletHandle {
  auth: AuthHost
  /** The social username of the embedded session, for the Account view. */
  socialUsername: PrimitiveAtom<string | undefined>
  /** Which social login the embedded session came from; undefined for email. */
  socialProvider: PrimitiveAtom<SocialProvider | undefined>
  /** Account settings: the embedded wallet's type (eoa or smartAccount). */
  switchAccountType: (type: 'eoa' | 'smartAccount') => Promise<void>
  /** A click on an entry with `popup: true`: its sign-in window opens now, in the click handler. */
  openPopupForEntry: () => void
  /** ApproveTransaction's place on screen (the frame exists by then: a request opened the view). */
  showFrameAt: (rect: DOMRect | undefined) => void
}

/**
 * What of the embedded wallet the page load holds when email or socials is on: a restorer for a
 * stored embedded session, and the AuthHost the plugins get, whose calls load the auth chunk
 * (and add the frame) on first use. Nothing is fetched until then.
 *
 * @example const embedded = registerEmbeddedWallet(ctx, { modal, connection, toast: toast.toast })
 */
export function registerEmbeddedWallet(ctx: ShellContext, deps: EmbeddedWalletDependencies): EmbeddedWalletHandle {
  const email = atom<string | undefined>(undefined)
  const lastEmailLoginTime = atom<number | undefined>(undefined)
  const socialUsername = atom<string | undefined>(undefined)
  const socialProvider = atom<SocialProvider | undefined>(undefined)
  let wallet: Promise<EmbeddedWallet> | undefined
  let loaded: EmbeddedWallet | undefined
  const load = (): Promise<EmbeddedWallet> =>
    (wallet ??= loadAuthChunk()
      .then(({ createEmbeddedWallet }) => (loaded = createEmbeddedWallet(ctx, { ...deps, email, lastEmailLoginTime, socialUsername, socialProvider })))
      .catch((error: unknown) => {
        wallet = undefined
        ctx.log.error('embedded wallet failed to load:', getErrorMessage(error))
        throw error
      }))

  deps.connection.registerRestorer({
    matches: (connectorId) => connectorId === CONNECTOR_IDS.AUTH,
    restore: async (_connectorId, namespace) => (await load()).restore(namespace),
  })

  // Back from a provider at top level (Telegram): connect with `result_uri`.
  const resultUri = takeTelegramResultUri(ctx.window)
  if (resultUri) {
    void load()
      .then((loadedWallet) => loadedWallet.connectWithResultUri(resultUri))
      .catch((error: unknown) => {
        ctx.store.set(ctx.atoms.connectError, getErrorMessage(error))
        ctx.log.error('social login failed:', getErrorMessage(error))
      })
  }

  const popup = createSocialPopup(ctx.window)
  return {
    auth: createEmbeddedAuthHost(load, { email, lastEmailLoginTime }, popup, ctx.log),
    socialUsername,
    socialProvider,
    switchAccountType: async (type) => (await load()).switchAccountType(type),
    openPopupForEntry: popup.openForEntry,
    showFrameAt: (rect) => loaded?.showFrameAt(rect),
  }
}
