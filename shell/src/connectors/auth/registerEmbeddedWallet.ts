import { CONNECTOR_IDS, getErrorMessage, TELEGRAM_RESULT_URI_PARAM, type AuthHost, type SocialProvider } from '@portico/contracts'
import { atom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import type { EmbeddedWallet } from './embeddedWallet'
import { loadAuthChunk } from './loadAuthChunk'
import { isTelegramWebView } from './telegram'

const SOCIAL_WINDOW_NAME = 'w3m-social-login'
const SOCIAL_WINDOW_FEATURES = 'popup=yes,width=480,height=640'

/**
 * What of the embedded wallet the page load holds when email or socials is on: a restorer for a
 * stored embedded session, and the AuthHost the plugins get, whose calls load the auth chunk
 * (and add the frame) on first use. Nothing is fetched until then.
 */
export function registerEmbeddedWallet(
  ctx: ShellContext,
  deps: { modal: ModalActions; connection: ConnectionActions; toast: (message: string, variant: 'error') => void },
) {
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

  // A sign-in window opened by a click on a social entry, before any code loaded (popup blockers
  // allow windows opened in a click handler only); the social view's connectSocial takes it.
  let pendingPopup: Window | null | undefined
  const openPopup = (): Window | null | undefined => {
    const win = ctx.window
    if (!win || isTelegramWebView(win)) return undefined
    return win.open('', SOCIAL_WINDOW_NAME, SOCIAL_WINDOW_FEATURES)
  }

  // Back from a provider at top level (Telegram): connect with `result_uri`, then drop it from the address.
  const win = ctx.window
  const resultUri = win ? new URL(win.location.href).searchParams.get(TELEGRAM_RESULT_URI_PARAM) : null
  if (win && resultUri) {
    const address = new URL(win.location.href)
    address.searchParams.delete(TELEGRAM_RESULT_URI_PARAM)
    win.history.replaceState(win.history.state, '', address.href)
    void load()
      .then((loadedWallet) => loadedWallet.connectWithResultUri(resultUri))
      .catch((error: unknown) => {
        ctx.store.set(ctx.atoms.connectError, getErrorMessage(error))
        ctx.log.error('social login failed:', getErrorMessage(error))
      })
  }

  const auth: AuthHost = {
    email,
    lastEmailLoginTime,
    prepare: async () => (await load()).prepare(),
    connectEmail: async (address) => (await load()).connectEmail(address),
    connectDevice: async () => (await load()).connectDevice(),
    connectOtp: async (otp) => (await load()).connectOtp(otp),
    connect: async () => (await load()).connect(),
    updateEmail: async (newEmail) => (await load()).updateEmail(newEmail),
    updateEmailPrimaryOtp: async (otp) => (await load()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).updateEmailSecondaryOtp(otp),
    // Synchronous up to the window: it must open within the click that called this.
    connectSocial: (provider) => {
      const popup = pendingPopup?.closed === false ? pendingPopup : openPopup()
      pendingPopup = undefined
      return load().then((loadedWallet) => loadedWallet.connectSocial(provider, popup))
    },
    getFarcasterUri: async () => (await load()).getFarcasterUri(),
    connectFarcaster: async () => (await load()).connectFarcaster(),
  }
  return {
    auth,
    /** The social username of the embedded session, for the Account view. */
    socialUsername,
    /** Which social login the embedded session came from; undefined for email. */
    socialProvider,
    /** Account settings: the embedded wallet's type (eoa or smartAccount). */
    switchAccountType: async (type: 'eoa' | 'smartAccount') => (await load()).switchAccountType(type),
    /** A click on an entry with `popup: true`: its sign-in window opens now, in the click handler. */
    openPopupForEntry() {
      if (pendingPopup && !pendingPopup.closed) pendingPopup.close()
      pendingPopup = openPopup()
    },
    /** ApproveTransaction's place on screen (the frame exists by then: a request opened the view). */
    showFrameAt: (rect: DOMRect | undefined) => loaded?.showFrameAt(rect),
  }
}

export type EmbeddedWalletHandle = ReturnType<typeof registerEmbeddedWallet>
