import { getErrorMessage, type PluginHost } from '@portico/contracts'
import type { ConvertApi } from '../api/convertApi'
import type { SwapsAtoms } from '../atoms'
import { checkQuote, QuoteRefusedError } from '../guard/checkQuote'
import { toBaseUnits } from '../math/baseUnits'
import { swapsOptions } from '../swapsOptions'

/** The inputs a quote answers, as one key; undefined while there is nothing to quote. */
export function quoteKey(host: PluginHost, atoms: SwapsAtoms): string | undefined {
  const { store } = host
  const source = store.get(atoms.sourceToken)
  const to = store.get(atoms.toToken)
  const { caipAddress } = store.get(host.atoms.account)
  const amount = source ? toBaseUnits(store.get(atoms.sourceTokenAmount), source.decimals) : undefined
  if (!source || !to || !caipAddress || !amount || source.address === to.address) return undefined
  return [caipAddress, source.address, to.address, amount.toString()].join('|')
}

/**
 * Asks a quote for the draft (GET /v1/convert/quotes) and keeps it only if the draft has not
 * changed meanwhile: a late answer never shows for other inputs. A refresh of the same inputs keeps
 * the shown quote until the new one arrives; a failure keeps the draft and says why. A quote for
 * other tokens or another amount, or far from the fungible prices, is refused (checkQuote).
 */
export async function refreshQuote(host: PluginHost, atoms: SwapsAtoms, api: ConvertApi): Promise<void> {
  const { store } = host
  const key = quoteKey(host, atoms)
  if (!key) {
    store.set(atoms.quote, { status: 'idle' })
    return
  }
  const shown = store.get(atoms.quote)
  if (!('key' in shown) || shown.key !== key || shown.status === 'failed') store.set(atoms.quote, { status: 'loading', key })
  const [userAddress = '', from = '', to = '', amount = '0'] = key.split('|')
  try {
    const gasPrice = store.get(atoms.gasPrice) ?? (await api.gasPrice())
    store.set(atoms.gasPrice, gasPrice)
    const quote = await api.quote({ amount: BigInt(amount), userAddress, from, to, gasPrice })
    const [source, target] = [store.get(atoms.sourceToken), store.get(atoms.toToken)]
    if (quoteKey(host, atoms) !== key || !source || !target) return
    checkQuote(quote, { source, to: target, amount: BigInt(amount) }, store.get(atoms.prices), swapsOptions(host).swapMaxPriceDeviation)
    store.set(atoms.quote, { status: 'ready', key, fromAmount: quote.fromAmount, toAmount: quote.toAmount })
  } catch (error) {
    if (quoteKey(host, atoms) !== key) return
    if (error instanceof QuoteRefusedError) host.log.warn('swaps:', error.message)
    store.set(atoms.quote, { status: 'failed', key, error: getErrorMessage(error), ...(error instanceof QuoteRefusedError ? { refusal: error.refusal } : {}) })
  }
}
