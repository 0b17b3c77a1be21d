import type { Hex } from 'viem'
import { compiledContract } from '../../scripts/compileSolidity'

const SOURCE = new URL('./SandboxFarcasterRegistries.sol', import.meta.url)

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
