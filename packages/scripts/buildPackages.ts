import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildContracts, buildServer, buildShell, stageDir } from './buildLibraries'
import { buildRemotes } from './buildRemotes'
import { emitLibrary } from './emitLibrary'
import { contractsManifest, pluginsManifest, readWorkspacePackage, serverManifest, shellManifest } from './manifests'
import { REPO } from './repo'

/** Writes a staged package's package.json, README and licence (npm packs the folder as it is). */
function finish(name: string, manifest: object, readme: string): void {
  writeFileSync(join(stageDir(name), 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  copyFileSync(join(REPO, readme), join(stageDir(name), 'README.md'))
  copyFileSync(join(REPO, 'LICENSE'), join(stageDir(name), 'LICENSE'))
}

/** Stages `@portico/contracts` and `@portico/server` (which depends on it): what the server alone needs. */
export function buildServerPackages(): string[] {
  rmSync(join(stageDir('')), { recursive: true, force: true })
  mkdirSync(stageDir(''), { recursive: true })
  buildContracts()
  finish('contracts', contractsManifest(readWorkspacePackage('contracts')), 'packages/contracts.md')
  buildServer()
  finish('server', serverManifest(readWorkspacePackage('server'), readWorkspacePackage('contracts')), 'packages/server.md')
  return ['contracts', 'server'].map(stageDir)
}

/**
 * Stages the public packages in dist/packages/stage/<name>: `@portico/contracts` and
 * `@portico/shell` (ES2020 JavaScript and .d.ts), `@portico/plugins` (the prebuilt remotes and
 * their copy command), `@portico/server` (JavaScript for Node, its command and migrations).
 * Returns the staged folders.
 */
export async function buildPackages(): Promise<string[]> {
  buildServerPackages()
  buildShell()
  finish('shell', shellManifest(readWorkspacePackage('shell')), 'packages/shell.md')
  emitLibrary({ workspace: 'packages/plugins', entries: ['index.ts', 'cli.ts'], outDir: join(stageDir('plugins'), 'dist'), types: ['node'] })
  await buildRemotes(join(stageDir('plugins'), 'remotes'))
  finish('plugins', pluginsManifest(readWorkspacePackage('shell')), 'packages/plugins.md')
  return ['contracts', 'shell', 'plugins', 'server'].map(stageDir)
}
