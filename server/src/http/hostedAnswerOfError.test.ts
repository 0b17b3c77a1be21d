import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HostedError } from '../engines/hostedError'
import { createMetrics } from '../metrics/createMetrics'
import { hostedAnswerOfError } from './hostedAnswerOfError'
import { UpstreamError } from './upstreamError'

describe('hostedAnswerOfError', () => {
  const withContext = () => {
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    return { context: { metrics: createMetrics(), logger }, lines }
  }

  it('answers a zod failure 400, a refusal its own status and an upstream failure 503, counting the last once with its URL cut to the origin', async () => {
    const { context, lines } = withContext()
    const zod = z.object({ chainId: z.string() }).safeParse({})
    expect(hostedAnswerOfError(zod.error, '/v1', context)).toMatchObject({ status: 400, body: { status: 'FAILED' } })
    expect(hostedAnswerOfError(new HostedError(404, 'name', 'Name not found'), '/v1', context)).toEqual({ status: 404, body: { status: 'FAILED', reasons: [{ field: 'name', description: 'Name not found' }] }, headers: {} })
    const upstream = new UpstreamError('eip155:1', 'rpc', 'unreachable', { cause: new Error('fetch failed: https://node.example/key-123/') })
    expect(hostedAnswerOfError(upstream, '/v1', context).status).toBe(503)
    expect((await context.metrics.upstreamErrors.get()).values).toEqual([{ labels: { source: 'eip155:1', kind: 'rpc' }, value: 1 }])
    expect(lines.join('')).not.toContain('key-123')
  })

  it('answers the database away 503 with Retry-After, and anything else a logged 500 that shows nothing of the error', () => {
    const { context, lines } = withContext()
    expect(hostedAnswerOfError(new Error('Connection terminated unexpectedly'), '/v1/x', context)).toMatchObject({ status: 503, body: { reasons: [{ field: 'database' }] }, headers: { 'Retry-After': '5' } })
    const internal = hostedAnswerOfError(new TypeError('secret detail'), '/v1/x', context)
    expect(internal).toEqual({ status: 500, body: { status: 'FAILED', reasons: [{ field: 'internal', description: 'Internal server error' }] }, headers: {} })
    expect(lines.some((line) => line.includes('request failed') && line.includes('secret detail'))).toBe(true)
  })
})
