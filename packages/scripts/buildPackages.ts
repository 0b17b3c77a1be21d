import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildContracts, buildFrameProtocol, buildServer, buildShell, stageDir } from './buildLibraries'
import { discoverPlugins } from '../../toolchain/plugins/discoverPlugins'
import { buildPluginModules } from './buildPluginModules'
import { buildRemotes } from './buildRemotes'
import { emitLibrary } from './emitLibrary'
import { contractsManifest, frameProtocolManifest, pluginsManifest, readWorkspacePackage, serverManifest, shellManifest } from './manifests'
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
 * Stages the public packages in dist/packages/stage/<name>: `@portico/contracts`,
 * `@portico/frame-protocol` (the shell's dependency) and
 * `@portico/shell` (ES2020 JavaScript and .d.ts), `@portico/plugins` (the prebuilt remotes and
 * their copy command), `@portico/server` (JavaScript for Node, its command and migrations).
 * Returns the staged folders.
 */
export async function buildPackages(): Promise<string[]> {
  buildServerPackages()
  buildFrameProtocol()
  finish('frame-protocol', frameProtocolManifest(readWorkspacePackage('frame-protocol')), 'packages/frame-protocol.md')
  buildShell()
  finish('shell', shellManifest(readWorkspacePackage('shell')), 'packages/shell.md')
  emitLibrary({ workspace: 'packages/plugins', entries: ['index.ts', 'cli.ts'], outDir: join(stageDir('plugins'), 'dist'), types: ['node'] })
  await buildRemotes(join(stageDir('plugins'), 'remotes'))
  buildPluginModules(join(stageDir('plugins'), 'dist'), join(stageDir('plugins'), 'remotes'), join(stageDir('contracts'), 'dist'))
  const plugins = discoverPlugins().map((plugin) => readWorkspacePackage(`plugins/${plugin.folder}`))
  finish('plugins', pluginsManifest(readWorkspacePackage('shell'), plugins), 'packages/plugins.md')
  return ['contracts', 'frame-protocol', 'shell', 'plugins', 'server'].map(stageDir)
}
