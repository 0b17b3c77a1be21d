import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compiledContract } from './compileSolidity'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE = join(REPO_ROOT, 'sandbox/contracts/PorticoToken.sol')

/**
 * Compiles sandbox/contracts/PorticoToken.sol (OpenZeppelin's ERC20) with solc-js. About 1.5 s.
 * @example const { abi, bytecode } = compilePorticoToken()
 */
export function compilePorticoToken(): { abi: Abi; bytecode: Hex } {
  const { abi, bytecode } = compiledContract(SOURCE, 'PorticoToken')
  return { abi, bytecode }
}
