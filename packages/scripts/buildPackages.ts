import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildContracts, buildFrameProtocol, buildSecureSite, buildServer, buildShell, FRAME_APP_FOLDER, stageDir } from './buildLibraries'
import { discoverPlugins } from '../../toolchain/plugins/discoverPlugins'
import { buildPluginModules } from './buildPluginModules'
import { indexRemotes, remoteConfigs } from './buildRemotes'
import { buildRspack } from './buildRspack'
import { emitLibrary } from './emitLibrary'
import { frameAppConfig } from './frameAppConfig'
import { contractsManifest, frameProtocolManifest, pluginsManifest, readWorkspacePackage, secureSiteManifest, serverManifest, shellManifest } from './manifests'
import { REPO } from './repo'

/** Writes a staged package's package.json, README and licence (npm packs the folder as it is). */
function finish(name: string, manifest: object, readme: string): void {
  writeFileSync(join(stageDir(name), 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  copyFileSync(join(REPO, readme), join(stageDir(name), 'README.md'))
  copyFileSync(join(REPO, 'LICENSE'), join(stageDir(name), 'LICENSE'))
}

/** Seconds each step took, printed by `npm run pack` (where the pack's time goes). */
export type PackSteps = Record<string, number>

const timed = <T>(steps: PackSteps, name: string, work: () => T): T => {
  const started = Date.now()
  const result = work()
  steps[name] = (Date.now() - started) / 1000
  return result
}

/** Empties the staging folder. */
function resetStage(): void {
  rmSync(join(stageDir('')), { recursive: true, force: true })
  mkdirSync(stageDir(''), { recursive: true })
}

/**
 * Stages the packages both backends need from tsc alone: `@portico/contracts`, `@portico/frame-protocol`,
 * `@portico/server` and `@portico/secure-site` without its frame app (see buildBackendPackages).
 */
function stageBackends(steps: PackSteps): void {
  timed(steps, 'contracts', buildContracts)
  finish('contracts', contractsManifest(readWorkspacePackage('contracts')), 'packages/contracts.md')
  timed(steps, 'frame-protocol', buildFrameProtocol)
  finish('frame-protocol', frameProtocolManifest(readWorkspacePackage('frame-protocol')), 'packages/frame-protocol.md')
  timed(steps, 'server', buildServer)
  finish('server', serverManifest(readWorkspacePackage('server'), readWorkspacePackage('contracts')), 'packages/server.md')
  timed(steps, 'secure-site', buildSecureSite)
  const porticoPackages = ['contracts', 'frame-protocol', 'server'].map(readWorkspacePackage)
  finish('secure-site', secureSiteManifest(readWorkspacePackage('secure-site'), porticoPackages), 'packages/secure-site.md')
}

const BACKENDS = ['contracts', 'frame-protocol', 'server', 'secure-site']

/** Stages what an operator installs (the two backends and the two packages they import), frame app included; returns the staged folders. */
export async function buildBackendPackages(steps: PackSteps = {}): Promise<string[]> {
  resetStage()
  stageBackends(steps)
  const started = Date.now()
  await buildRspack([frameAppConfig(join(stageDir('secure-site'), FRAME_APP_FOLDER))])
  steps.rspack = (Date.now() - started) / 1000
  return BACKENDS.map(stageDir)
}

/**
 * Stages every package in dist/packages/stage/<name>: the backends' four (above), `@portico/shell`
 * (ES2020 JavaScript and .d.ts) and `@portico/plugins` (the prebuilt remotes, the plugins as
 * modules and their copy command). rspack builds the remotes and the frame app in one run.
 * Returns the staged folders.
 */
export async function buildPackages(steps: PackSteps = {}): Promise<string[]> {
  resetStage()
  stageBackends(steps)
  timed(steps, 'shell', buildShell)
  finish('shell', shellManifest(readWorkspacePackage('shell')), 'packages/shell.md')
  const remotes = join(stageDir('plugins'), 'remotes')
  const started = Date.now()
  await buildRspack([...remoteConfigs(remotes), frameAppConfig(join(stageDir('secure-site'), FRAME_APP_FOLDER))])
  indexRemotes(remotes)
  steps.rspack = (Date.now() - started) / 1000
  timed(steps, 'plugins', () => {
    emitLibrary({ workspace: 'packages/plugins', entries: ['index.ts', 'cli.ts'], outDir: join(stageDir('plugins'), 'dist'), types: ['node'] })
    buildPluginModules(join(stageDir('plugins'), 'dist'), remotes, join(stageDir('contracts'), 'dist'))
  })
  const plugins = discoverPlugins().map((plugin) => readWorkspacePackage(`plugins/${plugin.folder}`))
  finish('plugins', pluginsManifest(readWorkspacePackage('shell'), plugins), 'packages/plugins.md')
  return [...BACKENDS, 'shell', 'plugins'].map(stageDir)
}
