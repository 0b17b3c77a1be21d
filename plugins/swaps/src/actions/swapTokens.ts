import { formatBalance, getErrorMessage, isUserRejection, parseCaipAddress, SWAP_SLIPPAGE_TOLERANCE, UserMessages, type PluginHost } from '@portico/contracts'
import { maxUint256, type Address, type Hex } from 'viem'
import type { ConvertApi } from '../api/convertApi'
import type { SwapToken } from '../api/schemas'
import { resetDraft, type SwapsAtoms } from '../atoms'
import { readNativeBalance } from '../balances/readBalances'
import { checkApproveCall } from '../guard/checkApproveCall'
import { checkQuote, QuoteRefusedError } from '../guard/checkQuote'
import { checkSwapCall } from '../guard/checkSwapCall'
import { readWrappedNative } from '../guard/readWrappedNative'
import { swapRoutersFor } from '../guard/swapRouters'
import { UnsafeSwapError } from '../guard/unsafeSwapError'
import { swapsOptions } from '../swapsOptions'
import { fromBaseUnits, toBaseUnits } from '../math/baseUnits'
import { minimumReceived, SWAP_GAS_ESTIMATE } from '../math/swapMath'
import { quoteKey } from '../quote/refreshQuote'
import { isNativeToken, plainAddress, tokenAddress } from '../tokens'
import { refreshBalances } from './prepareSwap'
import { waitForReceipt } from './waitForReceipt'

/** Thrown when the balance cannot pay the amount and its gas. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError'
}

const quantity = (value: bigint) => `0x${value.toString(16)}`

/** Sends one checked transaction through the wallet (it asks the user) and waits until it is mined; without gas, the wallet estimates. */
async function sendAndWait(host: PluginHost, tx: { from: string; to: Address; data: Hex; value: bigint; gas?: bigint | undefined; gasPrice?: bigint | undefined }): Promise<string> {
  const params = {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: quantity(tx.value),
    ...(tx.gas === undefined ? {} : { gas: quantity(tx.gas) }),
    ...(tx.gasPrice === undefined ? {} : { gasPrice: quantity(tx.gasPrice) }),
  }
  const hash = await host.rpc.request({ method: 'eth_sendTransaction', params: [params] })
  if (typeof hash !== 'string') throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  await waitForReceipt(host, hash)
  return hash
}

/** The reviewed quote: the one on screen for the current draft, checked again against the prices now known. */
function reviewedQuote(host: PluginHost, atoms: SwapsAtoms, source: SwapToken, to: SwapToken, amount: bigint) {
  const quote = host.store.get(atoms.quote)
  if (quote.status !== 'ready' || quote.key !== quoteKey(host, atoms)) throw new UnsafeSwapError('no quote was reviewed for this draft')
  checkQuote({ ...quote, fromAccount: source.address, toAccount: to.address }, { source, to, amount }, host.store.get(atoms.prices), swapsOptions(host).swapMaxPriceDeviation)
  return quote
}

/**
 * Approves the router for exactly `amount` (or any amount, when the user chose unlimited in the
 * review) when its allowance is short: build-approve, checked (approve(known router, that amount)),
 * sent to the input token itself. Returns the router approved, if any.
 */
async function approveIfNeeded(host: PluginHost, atoms: SwapsAtoms, api: ConvertApi, args: { source: SwapToken; to: SwapToken; amount: bigint; account: Address; caipAddress: string; routers: Address[] }): Promise<Address | undefined> {
  const { source, to, amount, account, caipAddress, routers } = args
  if (isNativeToken(source)) return undefined
  if ((await api.allowance({ tokenAddress: source.address, userAddress: caipAddress })) >= amount) return undefined
  host.store.set(atoms.step, 'approving')
  const approved = host.store.get(atoms.unlimitedApproval) ? maxUint256 : amount
  const approve = await api.buildApprove({ from: source.address, to: to.address, amount: approved })
  const spender = checkApproveCall(approve.data as Hex, { routers, amount: approved })
  await sendAndWait(host, { from: account, to: tokenAddress(source), data: approve.data as Hex, value: 0n, gasPrice: approve.eip155?.gasPrice })
  return spender
}

/**
 * Swaps the draft: Approve first when the router may not spend enough of an ERC-20 (exactly the
 * amount unless the user chose unlimited), then Swap (build-transaction with the spec's slippage).
 * Every transaction the convert API builds is decoded and checked against the review before the
 * wallet sees it (checkApproveCall, checkSwapCall: a known router, the reviewed tokens, amount and
 * recipient, a minimum out recomputed from the reviewed quote); one that does not match is never
 * sent: 'Something went wrong', the reason in the log. A native source sends the amount as value;
 * when amount plus gas exceeds the balance, the swap is rebuilt with what the balance allows and its
 * minimum scaled alike. Success: a toast, balances read again, the draft reset and the Account view.
 * Failure: the draft stays, with why, and the Swap view shows.
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
    const account = address as Address
    const chainId = Number(parseCaipAddress(caipAddress).chainId)
    const routers = swapRoutersFor(swapsOptions(host).swapRouters, chainId)
    const quote = reviewedQuote(host, atoms, source, to, amount)
    const spender = await approveIfNeeded(host, atoms, api, { source, to, amount, account, caipAddress, routers })
    store.set(atoms.step, 'swapping')
    const build = (sent: bigint) => api.buildTransaction({ amount: sent, from: source.address, to: to.address, userAddress: caipAddress, slippage: SWAP_SLIPPAGE_TOLERANCE })
    let sent = amount
    let tx = await build(sent)
    if (isNativeToken(source)) {
      const gasPrice = tx.eip155?.gasPrice ?? store.get(atoms.gasPrice) ?? 0n
      const [balance, gasCost] = [await readNativeBalance(host, address), (tx.eip155?.gas ?? SWAP_GAS_ESTIMATE) * gasPrice]
      if (sent + gasCost > balance) {
        sent = balance - gasCost
        if (sent <= 0n) throw new InsufficientBalanceError(`Insufficient ${source.symbol} balance`)
        tx = await build(sent)
      }
    }
    const target = parseCaipAddress(tx.to)
    if (Number(target.chainId) !== chainId) throw new UnsafeSwapError(`the swap is for chain ${target.chainId}, not ${chainId}`)
    const checked = await checkSwapCall(
      { to: plainAddress(tx.to), data: tx.data as Hex },
      {
        account,
        input: tokenAddress(source),
        output: tokenAddress(to),
        amountIn: sent,
        // What the review promised, for the amount sent: the quote less the slippage.
        minimumOut: (minimumReceived(quote.toAmount, SWAP_SLIPPAGE_TOLERANCE) * sent) / amount,
        // Just approved: the swap must go to that router.
        routers: spender ? [spender] : routers,
        now: Math.floor(Date.now() / 1000),
        wrappedNative: (router) => readWrappedNative(host, router),
      },
    )
    const hash = await sendAndWait(host, { from: address, to: checked.router, data: tx.data as Hex, value: checked.value, gas: tx.eip155?.gas, gasPrice: tx.eip155?.gasPrice })
    const shown = (value: bigint, decimals: number) => formatBalance(fromBaseUnits(value, decimals))
    host.notify.toast(swapped({ from: `${shown(sent, source.decimals)} ${source.symbol}`, to: `${shown(quote.toAmount, to.decimals)} ${to.symbol}` }), 'success')
    resetDraft(store, atoms)
    host.router.reset('Account')
    await refreshBalances(host, atoms)
    return hash
  } catch (error) {
    const unsafe = error instanceof UnsafeSwapError || error instanceof QuoteRefusedError
    const rejected = !unsafe && isUserRejection(error)
    host.log.warn(unsafe ? 'swap refused, nothing sent:' : 'swap failed:', getErrorMessage(error))
    store.set(atoms.swapError, unsafe ? { reason: 'unsafe' } : rejected ? { reason: 'rejected' } : { reason: 'failed', message: getErrorMessage(error) })
    host.notify.toast(unsafe ? UserMessages.SOMETHING_WENT_WRONG : UserMessages.FAILED_TO_SEND_TRANSACTION, 'error')
    if (store.get(host.atoms.route).view === 'SwapPreview') host.router.goBack()
    return undefined
  } finally {
    store.set(atoms.step, 'idle')
  }
}
