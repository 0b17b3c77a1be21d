import type { PorticoApp, ServerContext } from '../http/serverContext'

/** How long `/ready` waits for each probe: a balancer's check must answer quickly. */
export const READY_PROBE_TIMEOUT_MS = 800

/**
 * `/health` (the process answers), `/ready` (whether to send this instance requests, with the
 * database and each chain's node probed side by side, each for at most READY_PROBE_TIMEOUT_MS),
 * `/metrics` (Prometheus text). An instance with its database or a chain away still serves what
 * does not need them, so it stays ready and says `degraded` with what is away; only a stopping
 * instance answers 503.
 */
export function registerHealthRoutes(app: PorticoApp, context: ServerContext): void {
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/ready', async (c) => {
    const checks = await Promise.all([
      check('database', () => context.pingDatabase()),
      ...[...context.chains.values()].map((chain) => check(chain.config.id, () => chain.client.getChainId())),
    ])
    const status = context.stopping() ? 'stopping' : checks.every((entry) => entry.ok) ? 'ready' : 'degraded'
    return c.json({ status, checks: Object.fromEntries(checks.map((entry) => [entry.name, entry.ok ? 'ok' : entry.error])) }, status === 'stopping' ? 503 : 200)
  })
  app.get('/metrics', async (c) => {
    c.header('Content-Type', context.metrics.registry.contentType)
    return c.body(await context.metrics.registry.metrics())
  })
}

async function check(name: string, probe: () => Promise<unknown>): Promise<{ name: string; ok: true } | { name: string; ok: false; error: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_PROBE_TIMEOUT_MS} ms`)), READY_PROBE_TIMEOUT_MS)
  })
  try {
    await Promise.race([probe(), timeout])
    return { name, ok: true }
  } catch (error) {
    return { name, ok: false, error: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : 'failed' }
  } finally {
    clearTimeout(timer)
  }
}
