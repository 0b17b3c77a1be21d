import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { createMetrics } from '../metrics/createMetrics'
import { createRequestRecorder } from './createRequestRecorder'

describe('createRequestRecorder', () => {
  it('counts and times each request under its method, route and status, and logs it at info', async () => {
    const lines: string[] = []
    const metrics = createMetrics()
    const record = createRequestRecorder({ metrics, logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) })
    record('POST', '/v1', 200, performance.now())
    record('POST', '/v1', 200, performance.now())
    record('POST', '/v1', 503, performance.now())
    expect((await metrics.requests.get()).values.map(({ labels, value }) => [labels.status, value])).toEqual([
      ['200', 2],
      ['503', 1],
    ])
    const counts = (await metrics.latency.get()).values.filter((value) => value.metricName === 'portico_http_request_duration_seconds_count')
    expect(counts.map(({ labels, value }) => [labels.route, value])).toEqual([['/v1', 3]])
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(3)
  })

})
