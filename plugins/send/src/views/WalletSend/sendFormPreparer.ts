import { nativeBalance, sendTokenFromArguments, type PluginHost } from '@portico/contracts'
import type { SendAtoms } from '../../atoms'
import { loadTokenBalances } from '../../balances/loadTokenBalances'
import { loadGasPrice, updateGasPriceInUSD } from '../../gas/loadGasPrice'

/** Readies the Send form for one opening of the view, with the route's arguments. */
export type PrepareSendForm = (args: Readonly<Record<string, string>> | undefined) => Promise<void>

/**
 * Loads what the form needs (balances, gas price); picks the token the view was opened with (the
 * Account view's Tokens tab) once per opening, else the native token when the draft has none yet.
 * Route arguments already applied are remembered, so coming back from Select Token to the same
 * entry keeps the user's pick.
 * @example const prepare = createSendFormPreparer(host, atoms); await prepare(route.arguments)
 */
export function createSendFormPreparer(host: PluginHost, atoms: SendAtoms): PrepareSendForm {
  const applied = new WeakSet<object>()
  return async (args) => {
    await Promise.all([loadTokenBalances(host, atoms), loadGasPrice(host, atoms)])
    const { store } = host
    const balances = store.get(atoms.tokenBalances)
    const chosen = args && !applied.has(args) ? sendTokenFromArguments(balances, args) : undefined
    if (args) applied.add(args)
    if (chosen && chosen !== store.get(atoms.token)) {
      store.set(atoms.token, chosen)
      store.set(atoms.sendTokenAmount, undefined)
    }
    if (!store.get(atoms.token)) store.set(atoms.token, nativeBalance(balances))
    updateGasPriceInUSD(host, atoms)
  }
}
