import { getErrorMessage, UserMessages, type PluginHost } from '@portico/contracts'
import { forgetBalances, resetDraft, type SendAtoms } from '../atoms'
import { loadTokenBalances } from '../balances/loadTokenBalances'
import { toSendRequest } from '../validation/toSendRequest'
import { buildTransaction } from './buildTransaction'

/**
 * Sends the draft through the active connector (the wallet asks the user). SPEC section 4: the
 * view goes to Account as the send starts; then 'Transaction started' and the draft resets, or
 * 'Failed to send transaction. Please try again.' with the draft kept for another try.
 * Resolves with the transaction hash (a Solana signature on solana), or undefined when it failed.
 */
export async function sendTokens(host: PluginHost, atoms: SendAtoms): Promise<string | undefined> {
  const { store } = host
  const account = store.get(host.atoms.account)
  const network = store.get(host.atoms.network)
  const token = store.get(atoms.token)
  store.set(atoms.loading, true)
  host.router.reset('Account')
  try {
    const request = toSendRequest({
      namespace: network?.chainNamespace ?? 'eip155',
      from: account.address,
      token,
      sendTokenAmount: store.get(atoms.sendTokenAmount),
      receiverAddress: store.get(atoms.receiverAddress),
      gasPrice: store.get(atoms.gasPrice),
    })
    let hash: unknown
    if (request.kind === 'solana-native' || request.kind === 'solana-token') {
      // A lazy chunk: @solana/kit loads only for a Solana send.
      const { sendSolanaTransfer } = await import('./sendSolanaTransfer')
      hash = await sendSolanaTransfer(host, network, request)
    } else {
      hash = await host.rpc.request({ method: 'eth_sendTransaction', params: [buildTransaction(request)] })
    }
    host.notify.toast(UserMessages.TRANSACTION_STARTED, 'success')
    resetDraft(store, atoms)
    // The next Send view reads the new balances; the API re-reads the token it just moved.
    forgetBalances(store, atoms)
    void loadTokenBalances(host, atoms, { force: true, ...(token?.address ? { forceUpdate: token.address } : {}) })
    return typeof hash === 'string' ? hash : undefined
  } catch (error) {
    host.log.warn('send failed:', getErrorMessage(error))
    host.notify.toast(UserMessages.FAILED_TO_SEND_TRANSACTION, 'error')
    return undefined
  } finally {
    store.set(atoms.loading, false)
  }
}
