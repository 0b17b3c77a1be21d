import { getErrorMessage, nativeBalance, type PluginHost } from '@portico/contracts'
import { hexToBigInt, isHex } from 'viem'
import type { SendAtoms } from '../atoms'
import { gasCostInUSD, SOLANA_TRANSFER_FEE_LAMPORTS, transferGas } from './gasCostInUSD'

/**
 * Reads the chain's gas price through the wallet (eth_gasPrice is a safe method: no prompt) and
 * prices the selected transfer's gas in USD at the native token's price. On Solana nothing is
 * asked: the fee is the fixed SOLANA_TRANSFER_FEE_LAMPORTS.
 */
export async function loadGasPrice(host: PluginHost, atoms: SendAtoms): Promise<void> {
  const { store } = host
  if (store.get(host.atoms.network)?.chainNamespace === 'solana') {
    store.set(atoms.gasPrice, SOLANA_TRANSFER_FEE_LAMPORTS)
    updateGasPriceInUSD(host, atoms)
    return
  }
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
      gas: transferGas(network.chainNamespace, Boolean(token?.address)),
      decimals: network.nativeCurrency.decimals,
      nativePrice: nativeBalance(store.get(atoms.tokenBalances))?.price ?? 0,
    }),
  )
}
