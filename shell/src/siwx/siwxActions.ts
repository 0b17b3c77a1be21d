import { getErrorMessage, isUserRejection, UserMessages } from '@portico/contracts'
import type { ConnectionActions } from '../connection/connectionActions'
import type { ModalActions } from '../core/modalActions'
import type { ShellContext } from '../core/shellContext'
import type { ToastActions } from '../core/toastActions'
import { readSiwxOption } from './readSiwxOption'

export const SIWX_VIEW = 'SIWXSignMessage'

/** What sign-in acts through. */
export interface SiwxDependencies {
  modal: ModalActions
  connection: ConnectionActions
  toast: ToastActions
  /** EIP-1193 request through the active connector (see createWalletRequest). */
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
}

/** Sign-in with a wallet, as the views and the connection drive it. */
export interface SiwxActions {
  /** The dapp configured sign-in. */
  enabled: boolean
  /** After a connection: ask for a signature when there is no session yet. */
  check: () => Promise<void>
  /** Signs the message and stores the session; a failure is shown and the view stays. */
  signIn: () => Promise<void>
  /** Disconnects when sign-in is required, else closes. */
  cancel: () => Promise<void>
  /** The sign-in view cannot close while sign-in is required and no session exists. */
  blocksClose: () => boolean
}

/**
 * Sign-in with a wallet (SPEC sections 2 and 4): after connecting on a supported network with no
 * stored session, SIWXSignMessage opens; success stores the session and closes; a declined
 * signature keeps the view; cancel disconnects when sign-in is required, otherwise closes.
 */
export function createSiwxActions(ctx: ShellContext, deps: SiwxDependencies): SiwxActions {
  const { store, atoms, events, log } = ctx
  const siwx = readSiwxOption(ctx.options.siwx)
  const required = () => siwx?.getRequired?.() ?? false

  /** The active account on a configured eip155 network, if any. */
  const target = () => {
    const { address, status } = store.get(atoms.account)
    const network = store.get(atoms.network)
    if (status !== 'connected' || !address || !network || store.get(atoms.unsupportedChainId)) return undefined
    // viem's SIWE messages are EIP-4361: sign-in applies to eip155 networks only.
    if (network.chainNamespace !== 'eip155') return undefined
    return { address, chainId: network.caipNetworkId }
  }

  const hasSession = async () => {
    const account = target()
    if (!siwx || !account) return true
    return (await siwx.getSessions(account.chainId, account.address)).length > 0
  }

  const actions: SiwxActions = {
    enabled: siwx !== undefined,

    async check() {
      if (!siwx || !target()) return
      try {
        if (!(await hasSession())) deps.modal.open(SIWX_VIEW)
      } catch (error) {
        log.error('sign-in sessions could not be read:', getErrorMessage(error))
      }
    },

    async signIn() {
      const account = target()
      if (!siwx || !account) throw new Error('SIWX is not enabled')
      try {
        const message = await siwx.createMessage({ accountAddress: account.address, chainId: account.chainId })
        const { stringToHex } = await import('viem')
        const signature = await deps.request({ method: 'personal_sign', params: [stringToHex(message.text), account.address] })
        await siwx.addSession({ data: message.data, message: message.text, signature: String(signature) })
        events.emit('SIWX_AUTH_SUCCESS', { chainId: account.chainId })
        deps.modal.close()
      } catch (error) {
        const declined = isUserRejection(error)
        deps.toast.toast(declined ? UserMessages.SIGNATURE_DECLINED : getErrorMessage(error), 'error')
        events.emit('SIWX_AUTH_ERROR', { message: getErrorMessage(error) })
        // The view stays, so the user can try again.
        if (store.get(atoms.modal).open) deps.modal.replace(SIWX_VIEW)
        else deps.modal.open(SIWX_VIEW)
      }
    },

    async cancel() {
      // Sign-in is the active namespace's (eip155): another namespace's wallet stays connected.
      if (required()) await deps.connection.disconnect(store.get(atoms.activeNamespace))
      else deps.modal.close()
      deps.modal.reset('Connect')
    },

    blocksClose() {
      const top = store.get(atoms.history).at(-1)
      return top?.view === SIWX_VIEW && required() && target() !== undefined
    },
  }
  return actions
}
