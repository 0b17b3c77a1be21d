import type { Abi, Hex } from 'viem'
import { compiledContract } from './compileSolidity'

const SOURCE = new URL('../contracts/PorticoToken.sol', import.meta.url)

/**
 * Compiles sandbox/contracts/PorticoToken.sol (OpenZeppelin's ERC20) with solc-js. About 1.5 s.
 * @example const { abi, bytecode } = compilePorticoToken()
 */
export function compilePorticoToken(): { abi: Abi; bytecode: Hex } {
  const { abi, bytecode } = compiledContract(SOURCE, 'PorticoToken')
  return { abi, bytecode }
}
