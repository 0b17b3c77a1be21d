import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'

const require = createRequire(import.meta.url)

const hexCode = z.string().regex(/^[0-9a-f]*$/)
const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: hexCode }), deployedBytecode: z.object({ object: hexCode }) }) })),
    )
    .optional(),
})

type Solc = { compile(input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }): string }

/** One compiled contract: its ABI, creation code (for a deployment) and runtime code (for anvil_setCode). */
export type CompiledContract = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

const compiled = new Map<string, Record<string, CompiledContract>>()

/**
 * Compiles one Solidity file of the sandbox with solc-js (the `solc` npm package: no native
 * compiler to download), resolving package imports (OpenZeppelin, @account-abstraction) from
 * node_modules; once per file and process. Throws with solc's messages when it does not compile.
 * @example const { PorticoToken } = compileSolidity(new URL('../contracts/PorticoToken.sol', import.meta.url))
 */
export function compileSolidity(source: URL): Record<string, CompiledContract> {
  const known = compiled.get(source.href)
  if (known) return known
  const name = basename(source.pathname)
  const solc = require('solc') as Solc
  const input = {
    language: 'Solidity',
    sources: { [name]: { content: readFileSync(source, 'utf8') } },
    // Cancun: what every anvil since 2024 runs by default, whatever newer default solc picks.
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
  }
  const readImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`${name} did not compile:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const contracts = output.contracts?.[name]
  if (!contracts) throw new Error(`solc produced nothing for ${name}`)
  const result = Object.fromEntries(
    Object.entries(contracts).map(([contract, { abi, evm }]) => [
      contract,
      { abi: abi as Abi, bytecode: `0x${evm.bytecode.object}` as Hex, deployedBytecode: `0x${evm.deployedBytecode.object}` as Hex },
    ]),
  )
  compiled.set(source.href, result)
  return result
}

/** The contract `name` of `source`, or an error naming what solc produced instead. */
export function compiledContract(source: URL, name: string): CompiledContract {
  const contract = compileSolidity(source)[name]
  if (!contract) throw new Error(`solc produced no ${name} in ${basename(source.pathname)}`)
  return contract
}
