import { CONNECTOR_IDS, getErrorMessage, type AuthHost } from '@portico/contracts'
import { atom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import type { EmbeddedWallet } from './embeddedWallet'
import { loadAuthChunk } from './loadAuthChunk'

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
  let wallet: Promise<EmbeddedWallet> | undefined
  let loaded: EmbeddedWallet | undefined
  const load = (): Promise<EmbeddedWallet> =>
    (wallet ??= loadAuthChunk()
      .then(({ createEmbeddedWallet }) => (loaded = createEmbeddedWallet(ctx, { ...deps, email })))
      .catch((error: unknown) => {
        wallet = undefined
        ctx.log.error('embedded wallet failed to load:', getErrorMessage(error))
        throw error
      }))

  deps.connection.registerRestorer({
    matches: (connectorId) => connectorId === CONNECTOR_IDS.AUTH,
    restore: async (_connectorId, namespace) => (await load()).restore(namespace),
  })

  const auth: AuthHost = {
    email,
    prepare: async () => (await load()).prepare(),
    connectEmail: async (address) => (await load()).connectEmail(address),
    connectDevice: async () => (await load()).connectDevice(),
    connectOtp: async (otp) => (await load()).connectOtp(otp),
    connect: async () => (await load()).connect(),
    updateEmail: async (newEmail) => (await load()).updateEmail(newEmail),
    updateEmailPrimaryOtp: async (otp) => (await load()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).updateEmailSecondaryOtp(otp),
  }
  return {
    auth,
    /** ApproveTransaction's place on screen (the frame exists by then: a request opened the view). */
    showFrameAt: (rect: DOMRect | undefined) => loaded?.showFrameAt(rect),
  }
}

export type EmbeddedWalletHandle = ReturnType<typeof registerEmbeddedWallet>
