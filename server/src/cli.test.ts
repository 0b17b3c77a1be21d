import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// Each test runs the command under tsx, which compiles the sources it loads: seconds each on a busy machine.
const COMMAND_TIMEOUT_MS = 90_000

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'portico-server-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const CONFIG = { port: 0, host: '127.0.0.1', projects: [{ id: 'p1', allowedOrigins: ['*'] }] }

/** Runs the command to its end: exit code and what it printed on each stream. */
async function runCli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr, seconds: (Date.now() - started) / 1000 }
}

const writeConfig = (name: string, config: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(config))
  return path
}

describe('portico-server', () => {
  it('check-config: a valid file passes without starting; a misspelt field and a bad database URL are one line each, naming the field, no stack trace', async () => {
    const valid = await runCli(['check-config', '--config', writeConfig('valid.json', CONFIG)])
    expect(valid).toMatchObject({ code: 0, stderr: '' })
    expect(valid.stdout).toMatch(/is valid \(0 chains, 1 projects\)/)

    const misspelt = await runCli(['check-config', '--config', writeConfig('misspelt.json', { ...CONFIG, chain: [] })], { DATABASE_URL: 'base' })
    expect(misspelt.code).toBe(1)
    expect(misspelt.stderr.trim().split('\n').sort()).toEqual(['portico-server: config: chain: unknown field', 'portico-server: config: database.url: Expected a postgres:// URL'])
    expect(misspelt.stdout).toBe('')
  }, COMMAND_TIMEOUT_MS)

  it('start: retries an unreachable PostgreSQL with a line per retry, then exits with one line naming the host (never the password)', async () => {
    const config = writeConfig('unreachable.json', { ...CONFIG, database: { connectAttempts: 3 } })
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const run = await runCli(['--config', config], { DATABASE_URL: 'postgres://portico:hunter2@127.0.0.1:1/portico' })
    expect(run.code).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toEqual([
      'portico-server: database not reachable yet (ECONNREFUSED), attempt 1 of 3, next in 0.5 s',
      'portico-server: database not reachable yet (ECONNREFUSED), attempt 2 of 3, next in 1.0 s',
      expect.stringMatching(/^portico-server: database: cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED\) after 3 attempts in \d+\.\d s$/),
    ])
    expect(run.stderr).not.toContain('hunter2')
  }, COMMAND_TIMEOUT_MS)

  it('--help and -h print the usage on stdout and exit 0, starting nothing', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await runCli([flag])
      expect(help).toMatchObject({ code: 0, stderr: '' })
      expect(help.stdout).toMatch(/^usage: portico-server \[start\|check-config\|migrate\] --config <file>/)
    }
  }, COMMAND_TIMEOUT_MS)

  it('an unknown command prints the usage (the packages check runs `migrate` from the tarball)', async () => {
    const unknown = await runCli(['serve', '--config', 'x.json'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^portico-server: unknown command serve\nusage: portico-server \[start\|check-config\|migrate\] --config <file>/)
  }, COMMAND_TIMEOUT_MS)
})
