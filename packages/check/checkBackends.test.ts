import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readWorkspacePackage } from '../scripts/manifests'
import { packOnce } from '../scripts/packOnce'
import { PACKAGES_DIST } from '../scripts/repo'
import { BACKEND_TARBALLS, runInstalledBackends } from './runInstalledBackends'

describe("the backends' tarballs in an operator's empty folder", () => {
  it('install with no engine warning on Node 20 (and no dependency refusing 22 or 24), and both commands migrate, start on a config file under plain node, answer, and stop on SIGTERM', async () => {
    packOnce()
    const version = readWorkspacePackage('server').version
    const dir = mkdtempSync(join(tmpdir(), 'portico-operator-'))
    try {
      const run = await runInstalledBackends(dir, PACKAGES_DIST, version)
      const sizes = Object.fromEntries(BACKEND_TARBALLS.map((name) => [name, statSync(join(PACKAGES_DIST, `portico-${name}-${version}.tgz`)).size]))
      console.log('backends (s): install', run.installSeconds, 'server start', run.server.startSeconds, 'secure site start', run.secureSite.startSeconds, 'tarballs (bytes):', sizes)
      expect(run.engineWarnings).toEqual([])
      expect(run.engineMismatches).toEqual([])
      // `setup-chain` put Multicall3 on the fresh anvil chain and printed its config entry.
      expect(run.chainSetup).toContain('portico-server: chain 31337: Multicall3 installed')
      expect(run.chainSetup).toContain('{"id":"eip155:31337","rpcUrl":"http://127.0.0.1:')
      // `migrate` applied each one's migrations (PGlite folders) before the start.
      expect(run.server.migrated).toContain('portico-server: migrations applied (pglite)')
      expect(run.secureSite.migrated).toContain('"msg":"migrations applied","database":"pglite"')
      // Portico Server applied the migrations it ships, answered /health and anvil's balance.
      expect(run.server).toMatchObject({ shippedMigrations: expect.arrayContaining(['0000_foundation.sql']), healthStatus: 200, nativeBalance: '10000', exitCode: 0 })
      // The secure site (its secret from ..._FILE) served the project's frame page with the frame app it ships.
      expect(run.secureSite).toMatchObject({ healthStatus: { frame: 200, auth: 200 }, framePage: { status: 200, loadsFrameApp: true }, exitCode: 0 })
      // The sandbox's scripted key step is in the sandbox's frame build only, never in the package.
      expect(run.secureSite.shipsScriptedKeyStep).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
