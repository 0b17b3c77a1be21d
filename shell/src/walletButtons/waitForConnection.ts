import { parseCaipAddress, type ParsedCaipAddress } from '@portico/contracts'
import type { ShellCore } from '../core/createShellCore'

/** Thrown when the user closes the modal before a wallet connected. */
export const CONNECTION_CANCELLED_MESSAGE = 'Connection cancelled'

/**
 * Resolves with the account once a wallet connects; rejects when the modal closes first (the user
 * gave up). Started before the modal opens, so a fast wallet is not missed.
 * @example const account = waitForConnection(core); await appKit.open({ view: 'EmailLogin' }); await account.promise
 */
export function waitForConnection(core: ShellCore): { promise: Promise<ParsedCaipAddress>; cancel: () => void } {
  const { store, atoms } = core
  let stop = () => {}
  const promise = new Promise<ParsedCaipAddress>((resolve, reject) => {
    let opened = store.get(atoms.modal).open
    const check = () => {
      const { status, caipAddress } = store.get(atoms.account)
      if (status === 'connected' && caipAddress) {
        stop()
        resolve(parseCaipAddress(caipAddress))
        return
      }
      const open = store.get(atoms.modal).open
      if (opened && !open) {
        stop()
        reject(new Error(CONNECTION_CANCELLED_MESSAGE))
      }
      opened = open
    }
    const unsubscribeAccount = store.sub(atoms.account, check)
    const unsubscribeModal = store.sub(atoms.modal, check)
    stop = () => {
      unsubscribeAccount()
      unsubscribeModal()
    }
  })
  return { promise, cancel: () => stop() }
}
