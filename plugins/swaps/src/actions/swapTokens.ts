import { formatBalance, getErrorMessage, isUserRejection, SWAP_SLIPPAGE_TOLERANCE, UserMessages, type PluginHost } from '@portico/contracts'
import type { ConvertApi } from '../api/convertApi'
import { resetDraft, type SwapsAtoms } from '../atoms'
import { readNativeBalance } from '../balances/readBalances'
import { fromBaseUnits, toBaseUnits } from '../math/baseUnits'
import { isNativeToken, plainAddress } from '../tokens'
import { refreshBalances } from './prepareSwap'
import { waitForReceipt } from './waitForReceipt'

/** Thrown when the balance cannot pay the amount and its gas. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError'
}

const quantity = (value: bigint) => `0x${value.toString(16)}`

/** Sends one transaction through the wallet (it asks the user) and waits until it is mined. */
async function sendAndWait(host: PluginHost, tx: { from: string; to: string; data: string; value: bigint; gas: bigint; gasPrice: bigint }): Promise<string> {
  const params = { from: tx.from, to: tx.to, data: tx.data, value: quantity(tx.value), gas: quantity(tx.gas), gasPrice: quantity(tx.gasPrice) }
  const hash = await host.rpc.request({ method: 'eth_sendTransaction', params: [params] })
  if (typeof hash !== 'string') throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  await waitForReceipt(host, hash)
  return hash
}

/**
 * Swaps the draft: when the router may not spend enough of an ERC-20 (GET /v1/convert/allowance),
 * Approve first (build-approve, the wallet) and wait for it on chain; then Swap (build-transaction
 * with the spec's slippage, the wallet). A native source sends the amount as value; when amount
 * plus gas exceeds the balance, the swap is rebuilt with what the balance allows. Success: a toast,
 * balances read again, the draft reset and the Account view (its Activity lists the swap).
 * Failure: the draft stays, with why (a declined wallet or the error), and the Swap view shows.
 * @returns the swap's transaction hash, or undefined when it did not go through
 */
export async function swapTokens(host: PluginHost, atoms: SwapsAtoms, api: ConvertApi, swapped: (summary: { from: string; to: string }) => string): Promise<string | undefined> {
  const { store } = host
  const source = store.get(atoms.sourceToken)
  const to = store.get(atoms.toToken)
  const { address, caipAddress } = store.get(host.atoms.account)
  const amount = source ? toBaseUnits(store.get(atoms.sourceTokenAmount), source.decimals) : undefined
  if (!source || !to || !address || !caipAddress || !amount) return undefined
  store.set(atoms.swapError, undefined)
  try {
    if (!isNativeToken(source)) {
      const allowance = await api.allowance({ tokenAddress: source.address, userAddress: address })
      if (allowance < amount) {
        store.set(atoms.step, 'approving')
        const approve = await api.buildApprove({ userAddress: caipAddress, from: source.address, to: to.address })
        await sendAndWait(host, { from: address, to: plainAddress(approve.to), data: approve.data, value: approve.value, gas: approve.eip155.gas, gasPrice: approve.eip155.gasPrice })
      }
    }
    store.set(atoms.step, 'swapping')
    const build = (sent: bigint) => api.buildTransaction({ amount: sent, from: source.address, to: to.address, userAddress: caipAddress, slippage: SWAP_SLIPPAGE_TOLERANCE })
    let sent = amount
    let tx = await build(sent)
    if (isNativeToken(source)) {
      const [balance, gasCost] = [await readNativeBalance(host, address), tx.eip155.gas * tx.eip155.gasPrice]
      if (sent + gasCost > balance) {
        sent = balance - gasCost
        if (sent <= 0n) throw new InsufficientBalanceError(`Insufficient ${source.symbol} balance`)
        tx = await build(sent)
      }
    }
    const quote = store.get(atoms.quote)
    const hash = await sendAndWait(host, {
      from: address,
      to: plainAddress(tx.to),
      data: tx.data,
      value: isNativeToken(source) ? sent : 0n,
      gas: tx.eip155.gas,
      gasPrice: tx.eip155.gasPrice,
    })
    const shown = (amount: bigint, decimals: number) => formatBalance(fromBaseUnits(amount, decimals))
    const received = quote.status === 'ready' ? `${shown(quote.toAmount, to.decimals)} ${to.symbol}` : to.symbol
    host.notify.toast(swapped({ from: `${shown(sent, source.decimals)} ${source.symbol}`, to: received }), 'success')
    resetDraft(store, atoms)
    host.router.reset('Account')
    await refreshBalances(host, atoms)
    return hash
  } catch (error) {
    const rejected = isUserRejection(error)
    host.log.warn('swap failed:', getErrorMessage(error))
    store.set(atoms.swapError, rejected ? { reason: 'rejected' } : { reason: 'failed', message: getErrorMessage(error) })
    host.notify.toast(UserMessages.FAILED_TO_SEND_TRANSACTION, 'error')
    if (store.get(host.atoms.route).view === 'SwapPreview') host.router.goBack()
    return undefined
  } finally {
    store.set(atoms.step, 'idle')
  }
}
