import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const LISTENING = /Portico Server listening at (http:\/\/\S+)/

/** A Portico Server of its own process (`npm run server`), as an operator runs one. */
export interface ServerProcess {
  url: string
  process: ChildProcess
  /** SIGTERM (a graceful stop) and waits for the exit. */
  stop: () => Promise<void>
  /** SIGKILL: the instance dies mid-request, as a crashed machine does. */
  kill: () => Promise<void>
  /** What it has printed so far, stdout and stderr as they came. */
  output: () => string
}

/**
 * Starts `server/src/cli.ts` on a config file; resolves once it listens.
 * @example const instance = await startServerProcess('/tmp/portico.json', ['--cpu-prof'])
 */
export function startServerProcess(configFile: string, nodeFlags: readonly string[] = []): Promise<ServerProcess> {
  const { NODE_OPTIONS: _loader, ...env } = process.env
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', `${REPO}server/src/cli.ts`, '--config', configFile], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING.exec(output)
      if (match?.[1]) resolve({ url: match[1], process: child, stop: ended('SIGTERM'), kill: ended('SIGKILL'), output: () => output })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
}
