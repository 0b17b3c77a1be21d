import { request as httpRequest } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { holdFreePort } from './holdFreePort'
import { spawnProcessGroup } from './processGroup'

/** The first three private keys anvil derives from its default mnemonic ("test test ... junk"). */
export const ANVIL_DEV_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const

/** Addresses of `ANVIL_DEV_PRIVATE_KEYS`, derived rather than typed so they cannot drift. */
export const ANVIL_DEV_ADDRESSES = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)

export type StartAnvilParameters = {
  /** 0 picks a free port. */
  port: number
  chainId: number
  /** Seconds between mined blocks; without it anvil mines one block per transaction. */
  blockTime?: number
  /** How long to wait for anvil to answer `eth_chainId`; 20 s by default. */
  startTimeoutMs?: number
  /** The genesis block's time (Unix seconds), to write a past into the chain; now by default. */
  genesisTimestamp?: number
}

export type AnvilInstance = {
  rpcUrl: string
  chainId: number
  /** Kills anvil (its whole process group) and resolves once it has exited. */
  stop(): Promise<void>
}

// node_modules/.bin/anvil is a node wrapper that spawns the real binary as its own child, so the
// wrapper is started as a process-group leader and the whole group is signalled on stop.
// Path strings, not `new URL`: under a DOM test environment the global URL is not node's.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ANVIL_BIN = join(REPO_ROOT, 'node_modules/.bin/anvil')
const HOST = '127.0.0.1'
const POLL_INTERVAL_MS = 100

const ChainIdResponseSchema = z.object({ result: z.string().regex(/^0x[0-9a-f]+$/i) })

/**
 * Starts anvil with its default mnemonic and CORS on (browsers call it directly), and resolves once
 * it answers `eth_chainId` with `chainId`.
 * @example
 * const anvil = await startAnvil({ port: 0, chainId: 31337 })
 * // ... use anvil.rpcUrl
 * await anvil.stop()
 */
export async function startAnvil({
  port,
  chainId,
  blockTime,
  startTimeoutMs = 20_000,
  genesisTimestamp,
}: StartAnvilParameters): Promise<AnvilInstance> {
  // Port 0 lets anvil bind any free port and print it: picking one here first would race another
  // test's anvil for it, and the loser would read the winner's chain.
  const args = ['--host', HOST, '--port', String(port), '--chain-id', String(chainId)]
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  if (genesisTimestamp !== undefined) args.push('--timestamp', String(genesisTimestamp))

  const group = spawnProcessGroup(ANVIL_BIN, args)
  const stop = group.stop

  const deadline = Date.now() + startTimeoutMs
  let rpcUrl = port === 0 ? undefined : `http://${HOST}:${port}`
  for (;;) {
    rpcUrl ??= listeningUrl(group.output())
    if (group.exited()) {
      await stop()
      const spawnError = group.spawnError()
      throw new Error(`anvil exited before answering on ${rpcUrl ?? 'a free port'}` + (spawnError ? ` (${spawnError.message})` : '') + `. Output:\n${group.output()}`)
    }
    const answered = rpcUrl === undefined ? undefined : await readChainId(rpcUrl)
    if (answered === chainId && rpcUrl !== undefined) return { rpcUrl, chainId, stop }
    if (answered !== undefined) {
      await stop()
      throw new Error(`anvil on ${rpcUrl} answered chain id ${answered}, expected ${chainId}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not answer eth_chainId on ${rpcUrl ?? 'a free port'} within ${startTimeoutMs} ms. Output:\n${group.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}

/** The URL anvil printed once bound ("Listening on 127.0.0.1:45929"), or undefined before that. */
function listeningUrl(output: string): string | undefined {
  const port = /Listening on [\d.]+:(\d+)/.exec(output)?.[1]
  return port === undefined ? undefined : `http://${HOST}:${port}`
}

/**
 * Asks the OS for a port that is free right now on 127.0.0.1 (free again at once: `holdFreePort`
 * keeps it while its server is not listening yet).
 * @example
 * const port = await findFreePort()
 */
export async function findFreePort(): Promise<number> {
  const held = await holdFreePort(HOST)
  await held.release()
  return held.port
}

// node:http rather than fetch: a DOM test environment swaps fetch for one that logs refused connections.
function readChainId(rpcUrl: string): Promise<number | undefined> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  return new Promise((resolve) => {
    const request = httpRequest(
      rpcUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' }, timeout: 1_000 },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          try {
            const parsed = ChainIdResponseSchema.safeParse(JSON.parse(text))
            resolve(parsed.success ? Number.parseInt(parsed.data.result, 16) : undefined)
          } catch {
            resolve(undefined)
          }
        })
        response.on('error', () => resolve(undefined))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(undefined))
    request.end(body)
  })
}
