import { join } from 'node:path'
import { findFreePort } from '../toolchain/processes/anvil'
import { spawnProcessGroup } from '../toolchain/processes/processGroup'

const START_TIMEOUT_MS = 30_000

export interface NextServer {
  /** Origin with a trailing slash. */
  url: string
  /** What `next start` printed so far (its last few thousand characters): server-side render errors land here. */
  log: () => string
  stop: () => Promise<void>
}

/** Serves an installed example's `next build` with `next start` (`nextBin`, the install's) on a free port of 127.0.0.1; resolves once it answers. */
export async function startNextExample(dir: string, nextBin: string = join(dir, 'node_modules/.bin/next')): Promise<NextServer> {
  const port = await findFreePort()
  const server = spawnProcessGroup(nextBin, ['start', dir, '--port', String(port), '--hostname', '127.0.0.1'], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (server.exited()) throw new Error(`next start exited: ${server.spawnError()?.message ?? server.output()}`)
    const answered = await fetch(url, { method: 'HEAD' }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { url, log: server.output, stop: server.stop }
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`next start did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
