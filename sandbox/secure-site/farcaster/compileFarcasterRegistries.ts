import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import { compiledContract } from '../../scripts/compileSolidity'

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'SandboxFarcasterRegistries.sol')

/** The runtime code of each mock registry, for anvil_setCode (no constructor runs). */
export type FarcasterRegistriesCode = { idRegistry: Hex; keyRegistry: Hex }

/**
 * Compiles SandboxFarcasterRegistries.sol with solc-js (no imports; well under a second after solc
 * loads), once per process.
 * @example const { idRegistry, keyRegistry } = compileFarcasterRegistries()
 */
export function compileFarcasterRegistries(): FarcasterRegistriesCode {
  return { idRegistry: compiledContract(SOURCE, 'SandboxIdRegistry').deployedBytecode, keyRegistry: compiledContract(SOURCE, 'SandboxKeyRegistry').deployedBytecode }
}
