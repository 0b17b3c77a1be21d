import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ENVIRONMENT } from './settings/readSecureSiteSettings'

const SECRET = 'c0ffee'.repeat(11)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-secure-site-cli-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  const settings = {
    framePort: 0,
    authPort: 0,
    projects: { shop: { allowedOrigins: ['https://shop.example'] } },
    smtp: { host: 'smtp.example.com', port: 587, from: 'Shop <auth@shop.example>' },
    frameAppDir: dir,
  }
  await writeFile(join(dir, 'site.json'), JSON.stringify(settings))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the secure site command', () => {
  it('starts from a settings file and the environment, logs JSON lines without the secret, and stops cleanly on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--config', join(dir, 'site.json')], {
      env: { ...process.env, [SETTINGS_ENVIRONMENT.secretHex]: SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const started = new Promise<{ frameUrl: string; authUrl: string }>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((candidate) => candidate.includes('secure site started'))
        if (line) resolve(JSON.parse(line) as { frameUrl: string; authUrl: string })
      })
    })
    const exited = once(child, 'exit')
    const { frameUrl, authUrl } = await started
    expect((await fetch(`${frameUrl}/healthz`)).status).toBe(200)
    expect((await fetch(`${authUrl}/healthz`)).status).toBe(200)
    child.kill('SIGTERM')
    expect((await exited)[0]).toBe(0)
    expect(output).toContain('"msg":"secure site stopping","signal":"SIGTERM"')
    expect(output).not.toContain(SECRET)
    await expect(fetch(`${frameUrl}/healthz`)).rejects.toThrow()
    // A child process loading viem through tsx: seconds alone, far more while other suites run.
  }, 90_000)
})
