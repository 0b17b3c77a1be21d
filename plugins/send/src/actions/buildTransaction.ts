import { encodeFunctionData, erc20Abi, numberToHex, type Hex } from 'viem'
import type { EvmSendRequest } from '../validation/toSendRequest'

/** The eth_sendTransaction parameter of a transfer, quantities as hex (EIP-1193). */
export interface TransactionParams {
  from: Hex
  to: Hex
  value?: Hex
  data?: Hex
  gasPrice?: Hex
}

/**
 * A native send carries the value (at the gas price read for the fee estimate); an ERC-20 send
 * calls transfer(to, amount) on the token contract.
 * @example buildTransaction({ kind: 'native', from, to, value: 1n, gasPrice: 1n }) // { from, to, value: '0x1', gasPrice: '0x1' }
 */
export function buildTransaction(request: EvmSendRequest): TransactionParams {
  if (request.kind === 'native') {
    return { from: request.from, to: request.to, value: numberToHex(request.value), gasPrice: numberToHex(request.gasPrice) }
  }
  return {
    from: request.from,
    to: request.tokenAddress,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.to, request.amount] }),
  }
}
