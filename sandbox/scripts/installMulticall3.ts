import { createClient, http, type Hex } from 'viem'
import { call } from 'viem/actions'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import type { SandboxChain } from './serve'

/** Multicall3's canonical address, the same on every chain that has it. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Multicall3's published creation code, as viem ships it for its deployless multicall (a file its
 * package exports map does not list, hence the path).
 */
async function readMulticall3Bytecode(): Promise<Hex> {
  const viemRoot = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const module: unknown = await import(pathToFileURL(join(viemRoot, '_esm/constants/contracts.js')).href)
  return z.object({ multicall3Bytecode: z.string().regex(/^0x[0-9a-f]+$/) }).parse(module).multicall3Bytecode as Hex
}

/**
 * Puts Multicall3 at its canonical address on a local chain (anvil has none): its creation code,
 * run by `eth_call`, returns the runtime code, which `anvil_setCode` installs; no transaction, so
 * no account's nonce or history changes.
 * @example await installMulticall3(chain)
 */
export async function installMulticall3(chain: SandboxChain): Promise<void> {
  const client = createClient({ transport: http(chain.rpcUrl) })
  const { data } = await call(client, { data: await readMulticall3Bytecode() })
  if (!data) throw new Error(`Multicall3 creation code returned no runtime code on chain ${chain.chainId}`)
  await client.request({ method: 'anvil_setCode' as 'eth_call', params: [MULTICALL3_ADDRESS, data] as never })
  const code = await client.request({ method: 'eth_getCode', params: [MULTICALL3_ADDRESS, 'latest'] })
  if ((code as Hex).length <= 2) throw new Error(`Multicall3 was not installed on chain ${chain.chainId}`)
}
