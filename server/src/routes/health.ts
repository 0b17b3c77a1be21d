import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * `/health` (the process answers), `/ready` (the database and every chain's node answer),
 * `/metrics` (Prometheus text).
 */
export function registerHealthRoutes(app: PorticoApp, context: ServerContext): void {
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/ready', async (c) => {
    const checks = await Promise.all([
      check('database', () => context.pingDatabase()),
      ...[...context.chains.values()].map((chain) => check(chain.config.id, () => chain.client.getChainId())),
    ])
    const ready = checks.every((entry) => entry.ok)
    return c.json({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(checks.map((entry) => [entry.name, entry.ok ? 'ok' : entry.error])) }, ready ? 200 : 503)
  })
  app.get('/metrics', async (c) => {
    c.header('Content-Type', context.metrics.registry.contentType)
    return c.body(await context.metrics.registry.metrics())
  })
}

async function check(name: string, probe: () => Promise<unknown>): Promise<{ name: string; ok: true } | { name: string; ok: false; error: string }> {
  try {
    await probe()
    return { name, ok: true }
  } catch (error) {
    return { name, ok: false, error: error instanceof Error ? error.message.split('\n')[0] ?? 'failed' : 'failed' }
  }
}
