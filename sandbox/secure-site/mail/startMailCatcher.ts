import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { holdFreePort } from '../../../toolchain/processes/holdFreePort'
import { spawnProcessGroup } from '../../../toolchain/processes/processGroup'
import { createMailCatcherClient, type MailCatcherClient } from './mailCatcherClient'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const MAILDEV_BIN = join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js')
const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 15_000

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
  // Both held at once: picked one after the other, the kernel can hand the first one out again,
  // and maildev then fails with both on one port (a CI run's topology test did).
  const held = await Promise.all([smtpPort, webPort].map((port) => (port === 0 ? holdFreePort(HOST) : undefined)))
  smtpPort = held[0]?.port ?? smtpPort
  webPort = held[1]?.port ?? webPort
  await Promise.all(held.map((port) => port?.release()))
  const mailDirectory = await mkdtemp(join(tmpdir(), 'portico-maildev-'))
  const args = [MAILDEV_BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--web-ip', HOST, '--mail-directory', mailDirectory]
  // Its own process group, so a stop reaches anything it spawns.
  const group = spawnProcessGroup(process.execPath, args)
  const stop = async () => {
    await group.stop()
    await rm(mailDirectory, { recursive: true, force: true })
  }

  const webUrl = `http://${HOST}:${webPort}`
  const client = createMailCatcherClient(webUrl)
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await client.healthy())) {
    if (group.exited() || Date.now() > deadline) {
      await stop()
      throw new Error(`maildev did not answer on ${webUrl}/api/healthz${group.exited() ? ' (it exited)' : ` within ${START_TIMEOUT_MS} ms`}. Output:\n${group.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { webUrl, smtpHost: HOST, smtpPort, client, stop }
}
