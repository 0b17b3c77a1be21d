import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { applyEnvironment, ConfigError, loadConfig } from './loadConfig'

const FILE = {
  port: 8080,
  database: { dataDir: './data' },
  projects: [{ id: 'p1', allowedOrigins: ['https://app.example.com/path'] }],
  chains: [{ id: 'eip155:1', rpcUrl: 'http://node:8545', tokenList: { url: 'https://tokens.example.com/list.json' } }],
}
const dir = mkdtempSync(join(tmpdir(), 'portico-load-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The problems a ConfigError lists, or [] when the config is taken. */
function problemsOf(work: () => unknown): readonly string[] {
  try {
    work()
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
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

  it('refuses a config without projects, with a chain id that is not CAIP-2, or a bad LOG_LEVEL, one line per problem naming the field', () => {
    expect(problemsOf(() => applyEnvironment({ ...FILE, projects: [] }, {}))).toEqual(['projects: Expected at least one project'])
    expect(problemsOf(() => applyEnvironment({ ...FILE, chains: [{ id: '1', rpcUrl: 'http://node:8545' }] }, {}))).toEqual(['chains.0.id: Expected a CAIP-2 eip155 chain id'])
    expect(problemsOf(() => applyEnvironment(FILE, { LOG_LEVEL: 'loud' }))).toEqual([expect.stringMatching(/^logLevel: /)])
  })

  it('refuses a misspelt field by name, at the top, in a chain and in a union of shapes, instead of starting without it', () => {
    const { chains, ...rest } = FILE
    const misspelt = { ...rest, chain: chains, projects: [{ id: 'p1', allowedOrigin: ['*'] }], catalogue: { file: 'w.json', imageDir: 'img' } }
    expect(problemsOf(() => applyEnvironment(misspelt, {})).slice().sort()).toEqual(['catalogue.imageDir: unknown field', 'chain: unknown field', 'projects.0.allowedOrigin: unknown field'])
    const tokenList = { ...FILE, chains: [{ ...chains[0], tokenList: { urll: 'https://tokens.example.com/list.json' } }] }
    expect(problemsOf(() => applyEnvironment(tokenList, {}))).toContain('chains.0.tokenList.urll: unknown field')
  })

  it('refuses a DATABASE_URL that is not a postgres:// URL before connecting anywhere', () => {
    expect(problemsOf(() => applyEnvironment(FILE, { DATABASE_URL: 'base' }))).toEqual(['database.url: Expected a postgres:// URL'])
  })

  it('takes named secrets from PORTICO_KEY_<name> or the file PORTICO_KEY_<name>_FILE names, and DATABASE_URL from DATABASE_URL_FILE', () => {
    const keyFile = join(dir, 'relayer')
    const urlFile = join(dir, 'database-url')
    writeFileSync(keyFile, '0xrelayer\n')
    writeFileSync(urlFile, 'postgres://portico:pw@db:5432/portico\n')
    const config = applyEnvironment({ ...FILE, keys: { inFile: 'x' } }, { PORTICO_KEY_sessionsRelayer_FILE: keyFile, PORTICO_KEY_ccipSigner: '0xsigner', DATABASE_URL_FILE: urlFile })
    expect(config.keys).toEqual({ inFile: 'x', sessionsRelayer: '0xrelayer', ccipSigner: '0xsigner' })
    expect(config.database.url).toBe('postgres://portico:pw@db:5432/portico')
    expect(problemsOf(() => applyEnvironment(FILE, { PORTICO_KEY_x_FILE: join(dir, 'none') }))).toEqual([`PORTICO_KEY_x_FILE: cannot read ${join(dir, 'none')} (ENOENT)`])
  })
})

describe('loadConfig', () => {
  it('names a file it cannot read or parse, in one line', async () => {
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '{ "port": 80,')
    await expect(loadConfig(join(dir, 'none.json'), {})).rejects.toThrow(`${join(dir, 'none.json')}: cannot read it (ENOENT)`)
    await expect(loadConfig(broken, {})).rejects.toThrow(new RegExp(`^${broken}: not JSON \\(`))
  })
})
