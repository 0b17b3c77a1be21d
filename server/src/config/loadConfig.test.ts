import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { applyEnvironment } from './loadConfig'

const FILE = {
  port: 8080,
  database: { dataDir: './data' },
  projects: [{ id: 'p1', allowedOrigins: ['https://app.example.com/path'] }],
  chains: [{ id: 'eip155:1', rpcUrl: 'http://node:8545', tokenList: { url: 'https://tokens.example.com/list.json' } }],
}

describe('applyEnvironment', () => {
  it('lays PORT, DATABASE_URL, DATA_DIR and LOG_LEVEL over the file, with defaults for the rest', () => {
    const config = applyEnvironment(FILE, { PORT: '9000', DATABASE_URL: 'postgres://db/portico', DATA_DIR: '/var/portico', LOG_LEVEL: 'warn' })
    expect(config).toMatchObject({ port: 9000, logLevel: 'warn', database: { url: 'postgres://db/portico', dataDir: '/var/portico' }, upstreamTimeoutMs: 10_000 })
    // An origin is kept as an origin; a chain gets Multicall3's canonical address and no testnet flag.
    expect(config.projects[0]).toMatchObject({ allowedOrigins: ['https://app.example.com'], rateLimit: { requests: 600, windowSeconds: 60 } })
    expect(config.chains[0]).toMatchObject({ testnet: false, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' })
  })

  it('keeps the file where the environment says nothing', () => {
    expect(applyEnvironment(FILE, {})).toMatchObject({ port: 8080, logLevel: 'info', database: { dataDir: './data' } })
  })

  it('refuses a config without projects, with a chain id that is not CAIP-2, or a bad LOG_LEVEL', () => {
    expect(() => applyEnvironment({ ...FILE, projects: [] }, {})).toThrow(ZodError)
    expect(() => applyEnvironment({ ...FILE, chains: [{ id: '1', rpcUrl: 'http://node:8545' }] }, {})).toThrow(/CAIP-2/)
    expect(() => applyEnvironment(FILE, { LOG_LEVEL: 'loud' })).toThrow(ZodError)
  })
})
