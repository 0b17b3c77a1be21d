import { spawn } from 'node:child_process'

const STOP_GRACE_MS = 5_000
const OUTPUT_TAIL_CHARS = 4_000

export interface ProcessGroup {
  /** The last few thousand characters it printed, for error messages. */
  output: () => string
  /** It exited (or could not start), and why it could not start if so. */
  exited: () => boolean
  spawnError: () => Error | undefined
  /** SIGTERM to the whole group, SIGKILL after a grace period; resolves once every member is gone. */
  stop: () => Promise<void>
}

/**
 * Starts a local service (anvil, maildev ...) as the leader of its own process group, so a stop
 * reaches whatever it spawns (node_modules/.bin/anvil is a wrapper around the real binary), and
 * kills the group if this process exits without stopping it.
 * @example const group = spawnProcessGroup(process.execPath, [script, '--port', '1080'])
 */
export function spawnProcessGroup(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): ProcessGroup {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env })
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)
  // 'close' fires once every holder of the pipes (a wrapper and what it spawned) is gone.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let exited = false
  let spawnError: Error | undefined
  child.once('exit', () => {
    exited = true
  })
  child.once('error', (error) => {
    spawnError = error
    exited = true
  })
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group is already gone.
    }
  }
  const onParentExit = () => killGroup('SIGKILL')
  process.once('exit', onParentExit)
  return {
    output: () => output,
    exited: () => exited,
    spawnError: () => spawnError,
    async stop() {
      process.off('exit', onParentExit)
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS)
      await closed
      clearTimeout(timer)
    },
  }
}
