import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Hex } from 'viem'
import { z } from 'zod'

const require = createRequire(import.meta.url)
const SOURCE = new URL('./SandboxFarcasterRegistries.sol', import.meta.url)

const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(z.string(), z.record(z.string(), z.object({ evm: z.object({ deployedBytecode: z.object({ object: z.string().regex(/^[0-9a-f]+$/) }) }) }))).optional(),
})

type Solc = { compile(input: string): string }

/** The runtime code of each mock registry, for anvil_setCode (no constructor runs). */
export type FarcasterRegistriesCode = { idRegistry: Hex; keyRegistry: Hex }

let compiled: FarcasterRegistriesCode | undefined

/**
 * Compiles SandboxFarcasterRegistries.sol with solc-js (no imports; well under a second after solc
 * loads), once per process.
 * @example const { idRegistry, keyRegistry } = compileFarcasterRegistries()
 */
export function compileFarcasterRegistries(): FarcasterRegistriesCode {
  if (compiled) return compiled
  const solc = require('solc') as Solc
  const input = {
    language: 'Solidity',
    sources: { 'SandboxFarcasterRegistries.sol': { content: readFileSync(SOURCE, 'utf8') } },
    // Cancun, as the sandbox token: what anvil runs by default.
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`SandboxFarcasterRegistries.sol did not compile:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const contracts = output.contracts?.['SandboxFarcasterRegistries.sol']
  const runtime = (name: string): Hex => {
    const code = contracts?.[name]?.evm.deployedBytecode.object
    if (!code) throw new Error(`solc produced no ${name}`)
    return `0x${code}`
  }
  compiled = { idRegistry: runtime('SandboxIdRegistry'), keyRegistry: runtime('SandboxKeyRegistry') }
  return compiled
}
