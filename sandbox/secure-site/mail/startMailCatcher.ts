import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '../../scripts/anvil'
import { createMailCatcherClient, type MailCatcherClient } from './mailCatcherClient'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const MAILDEV_BIN = join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js')
const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 15_000
const STOP_GRACE_MS = 5_000
const OUTPUT_TAIL_CHARS = 4_000

export interface MailCatcher {
  /** The inbox a person opens, and the REST API's base: `http://127.0.0.1:1080`. */
  webUrl: string
  smtpHost: string
  smtpPort: number
  client: MailCatcherClient
  /** Stops maildev and deletes its mail directory. */
  stop(): Promise<void>
}

/**
 * Starts maildev (SMTP and web on loopback, mail in a fresh temp directory) and resolves once
 * `/api/healthz` answers. Port 0 picks a free one.
 * @example
 * const mail = await startMailCatcher({ smtpPort: 0, webPort: 0 })
 * await mail.client.waitForMail('alice@example.com')
 * await mail.stop()
 */
export async function startMailCatcher({ smtpPort = 0, webPort = 0 }: { smtpPort?: number; webPort?: number } = {}): Promise<MailCatcher> {
  if (smtpPort === 0) smtpPort = await findFreePort()
  if (webPort === 0) webPort = await findFreePort()
  const mailDirectory = await mkdtemp(join(tmpdir(), 'portico-maildev-'))
  const args = [MAILDEV_BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--web-ip', HOST, '--mail-directory', mailDirectory]
  // Its own process group, so a stop reaches anything it spawns.
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let exited = false
  child.once('exit', () => (exited = true))
  child.once('error', () => (exited = true))

  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  const onParentExit = () => killGroup('SIGKILL')
  process.once('exit', onParentExit)
  const stop = async () => {
    process.off('exit', onParentExit)
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS)
    await closed
    clearTimeout(timer)
    await rm(mailDirectory, { recursive: true, force: true })
  }

  const webUrl = `http://${HOST}:${webPort}`
  const client = createMailCatcherClient(webUrl)
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await client.healthy())) {
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(`maildev did not answer on ${webUrl}/api/healthz${exited ? ' (it exited)' : ` within ${START_TIMEOUT_MS} ms`}. Output:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { webUrl, smtpHost: HOST, smtpPort, client, stop }
}
