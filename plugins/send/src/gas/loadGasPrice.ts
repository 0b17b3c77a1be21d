import { getErrorMessage, type PluginHost } from '@portico/contracts'
import { hexToBigInt, isHex } from 'viem'
import type { SendAtoms } from '../atoms'
import { nativeBalance } from '../balances/usableBalances'
import { gasCostInUSD, NATIVE_TRANSFER_GAS, TOKEN_TRANSFER_GAS } from './gasCostInUSD'

/**
 * Reads the chain's gas price through the wallet (eth_gasPrice is a safe method: no prompt) and
 * prices the selected transfer's gas in USD at the native token's price.
 */
export async function loadGasPrice(host: PluginHost, atoms: SendAtoms): Promise<void> {
  const { store } = host
  try {
    const answer = await host.rpc.request({ method: 'eth_gasPrice' })
    if (!isHex(answer)) throw new Error(`eth_gasPrice answered ${String(answer)}`)
    store.set(atoms.gasPrice, hexToBigInt(answer))
    updateGasPriceInUSD(host, atoms)
  } catch (error) {
    host.log.warn('gas price failed:', getErrorMessage(error))
    store.set(atoms.gasPrice, undefined)
    store.set(atoms.gasPriceInUSD, undefined)
  }
}

/** Re-prices the gas when the token (native or ERC-20) or the balances change. */
export function updateGasPriceInUSD(host: PluginHost, atoms: SendAtoms) {
  const { store } = host
  const gasPrice = store.get(atoms.gasPrice)
  const network = store.get(host.atoms.network)
  if (gasPrice === undefined || !network) return
  const token = store.get(atoms.token)
  store.set(
    atoms.gasPriceInUSD,
    gasCostInUSD({
      gasPrice,
      gas: token?.address ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS,
      decimals: network.nativeCurrency.decimals,
      nativePrice: nativeBalance(store.get(atoms.tokenBalances))?.price ?? 0,
    }),
  )
}
