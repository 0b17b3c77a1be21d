import { describe, expect, it } from 'vitest'
import { projectConfigSchema } from '../config/configSchema'
import { createRateLimiter } from '../rateLimit/createRateLimiter'
import { useMemoryDatabase } from '../testing/memoryDatabase'
import { createProjectlessGate } from './projectGate'

describe('createProjectlessGate', () => {
  const database = useMemoryDatabase()
  const projects = [
    projectConfigSchema.parse({ id: 'a', allowedOrigins: ['https://a.example'], clientRateLimit: { requests: 2, windowSeconds: 60 } }),
    projectConfigSchema.parse({ id: 'b', allowedOrigins: ['https://b.example'] }),
  ]

  it("answers CORS for any project's origin, none for a stranger's, and a preflight with the gate's methods", () => {
    const gate = createProjectlessGate({ config: { projects }, rateLimiter: createRateLimiter(database().db) }, { key: 'register-name', methods: 'POST, OPTIONS' })
    const preflight = gate({ method: 'OPTIONS', origin: 'https://b.example', client: '', requestHeaders: 'content-type' })
    expect(preflight).toMatchObject({ admitted: false, status: 204, headers: { 'Access-Control-Allow-Origin': 'https://b.example', 'Access-Control-Allow-Methods': 'POST, OPTIONS' } })
    expect(gate({ method: 'POST', origin: 'https://stranger.example', client: '203.0.113.1' })).toEqual({ admitted: true, headers: {} })
  })

  it('limits each client at the smallest client limit any project has, apart from other clients', () => {
    const gate = createProjectlessGate({ config: { projects }, rateLimiter: createRateLimiter(database().db) }, { key: 'register-name', methods: 'POST, OPTIONS' })
    const post = (client: string) => gate({ method: 'POST', origin: 'https://a.example', client })
    expect([1, 2, 3].map(() => post('203.0.113.7').admitted)).toEqual([true, true, false])
    expect(post('203.0.113.7')).toMatchObject({ status: 429, body: { reasons: [{ field: 'rate_limit' }] }, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } })
    expect(post('198.51.100.2').admitted).toBe(true)
  })
})
