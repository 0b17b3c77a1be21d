import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'

const require = createRequire(import.meta.url)

const hex = z.string().regex(/^[0-9a-f]*$/)
const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: hex }), deployedBytecode: z.object({ object: hex }) }) })))
    .optional(),
})

interface Solc {
  compile(input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }): string
}

/** A compiled contract: its ABI, its creation code (to deploy) and its runtime code (for anvil_setCode). */
export interface CompiledContract {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

const compiled = new Map<string, Record<string, CompiledContract>>()

/**
 * Compiles one sandbox Solidity file with solc-js (the `solc` npm package: no native compiler to
 * download), once per process, resolving imports (OpenZeppelin) from node_modules. Cancun: what
 * every anvil since 2024 runs by default, whatever newer default solc picks.
 * @example const { PorticoToken } = compileSolidity('/repo/sandbox/contracts/PorticoToken.sol')
 */
export function compileSolidity(path: string): Record<string, CompiledContract> {
  const cached = compiled.get(path)
  if (cached) return cached
  const solc = require('solc') as Solc
  const file = basename(path)
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(path, 'utf8') } },
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
  }
  const readImport = (importPath: string) => {
    try {
      return { contents: readFileSync(require.resolve(importPath), 'utf8') }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`${file} did not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const contracts = Object.fromEntries(
    Object.entries(output.contracts?.[file] ?? {}).map(([name, contract]) => [
      name,
      { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}`, deployedBytecode: `0x${contract.evm.deployedBytecode.object}` } satisfies CompiledContract,
    ]),
  )
  compiled.set(path, contracts)
  return contracts
}

/**
 * One contract of a compiled file; throws when solc produced none of that name.
 * @example const { abi, bytecode } = compiledContract(SOURCE, 'PorticoToken')
 */
export function compiledContract(path: string, name: string): CompiledContract {
  const contract = compileSolidity(path)[name]
  if (!contract) throw new Error(`solc produced no ${name}`)
  return contract
}
