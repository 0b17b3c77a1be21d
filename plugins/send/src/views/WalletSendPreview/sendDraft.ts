import { UserMessages, type PluginHost } from '@portico/contracts'
import { sendTokens, SendTokensError } from '../../actions/sendTokens'
import { forgetBalances, resetDraft, type SendAtoms } from '../../atoms'
import { loadTokenBalances } from '../../balances/loadTokenBalances'

/**
 * The preview's Send: SPEC section 4, the view goes to Account as the send starts; then
 * 'Transaction started' and the draft resets (the balances are read again), or 'Failed to send
 * transaction. Please try again.' with the draft kept for another try.
 * Resolves with the transaction hash, or undefined when the send did not start.
 */
export async function sendDraft(host: PluginHost, atoms: SendAtoms): Promise<string | undefined> {
  const { store } = host
  const token = store.get(atoms.token)
  store.set(atoms.loading, true)
  host.router.reset('Account')
  try {
    const hash = await sendTokens(host, {
      from: store.get(host.atoms.account).address,
      network: store.get(host.atoms.network),
      token,
      amount: store.get(atoms.sendTokenAmount),
      to: store.get(atoms.receiverAddress),
      gasPrice: store.get(atoms.gasPrice),
    })
    host.notify.toast(UserMessages.TRANSACTION_STARTED, 'success')
    resetDraft(store, atoms)
    // The next Send view reads the new balances; the API re-reads the token it just moved.
    forgetBalances(store, atoms)
    void loadTokenBalances(host, atoms, { force: true, ...(token?.address ? { forceUpdate: token.address } : {}) })
    return hash
  } catch (error) {
    if (!(error instanceof SendTokensError)) throw error
    host.log.warn('send failed:', error.details)
    host.notify.toast(error.message, 'error')
    return undefined
  } finally {
    store.set(atoms.loading, false)
  }
}
