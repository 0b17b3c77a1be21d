import type { PorticoServer } from '../../server/src/startPorticoServer'
import { sandboxServerCommandSchema, type SandboxServerEvent } from './sandboxServerMessages'
import { openSandboxDatabase, startSandboxServer } from './startSandboxServer'

// The entry of the sandbox server's own process (spawnSandboxServer forks it). PGlite's
// WebAssembly start blocks an event loop for seconds, ~20 s under load: here it blocks only this
// process, so the parent's deploys and the secure site run meanwhile.

const started = performance.now()
const send = (event: SandboxServerEvent) => process.send?.(event)
const database = openSandboxDatabase()
database.then(
  () => send({ type: 'storeOpen', ms: Math.round(performance.now() - started) }),
  () => undefined,
)
let server: Promise<PorticoServer> | undefined

process.on('message', (message: unknown) => {
  const command = sandboxServerCommandSchema.safeParse(message)
  if (!command.success) return send({ type: 'failed', message: `a bad command: ${command.error.message}` })
  if (command.data.type === 'start') {
    const { type: _type, ...parameters } = command.data
    server ??= startSandboxServer({ ...parameters, database })
    server.then(
      (running) => send({ type: 'ready', url: running.url }),
      (error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    return
  }
  void stop()
})
// The parent went away without a stop (a crash, Ctrl-C twice): nothing is left running.
process.once('disconnect', () => void stop())
// Ctrl-C reaches this process too (it is in npm start's process group): without a listener Node
// exits at once, skipping the server's stop and leaving its catalogue folder in the temp dir.
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

let stopping: Promise<void> | undefined
// The signal, the parent's stop and its disconnect all come at a Ctrl-C: one stop serves them.
function stop(): Promise<void> {
  stopping ??= (async () => {
    try {
      await (await server)?.stop()
    } catch {
      // A server that never started has nothing to stop.
    }
    send({ type: 'stopped' })
    process.exit(0)
  })()
  return stopping
}
