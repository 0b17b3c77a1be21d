import { createClient, http, type Hex } from 'viem'
import { call, getChainId, getCode } from 'viem/actions'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { MULTICALL3_ADDRESS } from '../config/configSchema'

/** What setupDevChain found and did on a chain. */
export interface DevChainSetup {
  chainId: number
  /** `present`: Multicall3 was there (most public chains); `installed`: put there by the dev node's set-code method. */
  multicall3: 'present' | 'installed'
}

/** The set-code methods of the dev nodes that have one (anvil, Hardhat). */
const SET_CODE_METHODS = ['anvil_setCode', 'hardhat_setCode'] as const

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
 * Makes a dev or staging chain ready for Portico Server: Multicall3 at its canonical address (the
 * balances read through it). Where it is missing, its creation code run by `eth_call` gives the
 * runtime code, which the node's set-code method installs (no transaction: no account's nonce or
 * history changes); a chain whose node has none needs Multicall3 deployed by its own means.
 * @example await setupDevChain('http://127.0.0.1:8545') // { chainId: 31337, multicall3: 'installed' }
 */
export async function setupDevChain(rpcUrl: string): Promise<DevChainSetup> {
  const client = createClient({ transport: http(rpcUrl) })
  const chainId = await getChainId(client)
  if (((await getCode(client, { address: MULTICALL3_ADDRESS })) ?? '0x').length > 2) return { chainId, multicall3: 'present' }
  const { data } = await call(client, { data: await readMulticall3Bytecode() })
  if (!data) throw new Error(`Multicall3's creation code returned no runtime code on chain ${chainId}`)
  for (const method of SET_CODE_METHODS) {
    const installed = await client.request({ method: method as 'eth_call', params: [MULTICALL3_ADDRESS, data] as never }).then(
      () => true,
      () => false,
    )
    if (installed && ((await getCode(client, { address: MULTICALL3_ADDRESS })) ?? '0x').length > 2) return { chainId, multicall3: 'installed' }
  }
  throw new Error(`chain ${chainId} has no Multicall3 at ${MULTICALL3_ADDRESS} and its node cannot set code (${SET_CODE_METHODS.join(', ')}): deploy Multicall3 there first`)
}
