import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { PorticoServer } from '../../server/src/startPorticoServer'
import { sandboxServerEventSchema, type SandboxServerCommand, type SandboxServerEvent } from './sandboxServerMessages'
import type { StartSandboxServerParameters } from './startSandboxServer'

const entry = fileURLToPath(new URL('./sandboxServerProcess.ts', import.meta.url))
const STOP_GRACE_MS = 5_000

/** The sandbox's Portico Server in a process of its own, its store opening from the spawn. */
export interface SandboxServerProcess {
  /** Resolves once the store is open, with the ms it took from the spawn. */
  storeOpen: Promise<number>
  /** Starts the server for the deployed chains (what startSandboxServer does), in the child. */
  /** The server in its own process: the sandbox stops it, and its background sync writes what it counts. */
  start: (parameters: Omit<StartSandboxServerParameters, 'database'>) => Promise<Pick<PorticoServer, 'url' | 'stop'>>
  /** Stops the server (in-flight requests finish) and its process; SIGKILL after 5 s. */
  stop: () => Promise<void>
  /** The process's id, for a signal of its own (a terminal's Ctrl-C reaches it too). */
  pid: number | undefined
  /** Resolves when the process has exited: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Forks the sandbox server's process (sandboxServerProcess.ts under tsx): PGlite's start blocks
 * an event loop for seconds, so it runs there, beside the caller's deploys, not on its thread.
 * @example const server = spawnSandboxServer(); const chains = await startLocalChains([0, 0]); const { url } = await server.start({ chains: chains.chains, ... })
 */
export function spawnSandboxServer(): SandboxServerProcess {
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const next = (type: SandboxServerEvent['type']) =>
    new Promise<SandboxServerEvent>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        const event = sandboxServerEventSchema.safeParse(message)
        if (!event.success || (event.data.type !== type && event.data.type !== 'failed')) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (event.data.type === 'failed') reject(new Error(`Portico Server (sandbox): ${event.data.message}`))
        else resolve(event.data)
      }
      const onExit = (code: number | null) => reject(new Error(`Portico Server's process exited (code ${code}) before it was ${type}`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const storeOpen = next('storeOpen').then((event) => (event.type === 'storeOpen' ? event.ms : 0))
  storeOpen.catch(() => undefined)
  const command = (message: SandboxServerCommand) => child.connected && child.send(message)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    command({ type: 'stop' })
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  return {
    storeOpen,
    stop,
    pid: child.pid,
    exited,
    async start(parameters) {
      const ready = next('ready')
      command({ type: 'start', ...parameters, chains: [...parameters.chains], tokens: [...parameters.tokens], uniswapV2: [...parameters.uniswapV2], collections: [...parameters.collections] })
      const event = await ready
      return { url: event.type === 'ready' ? event.url : '', stop }
    },
  }
}
