import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { discoverPlugins, selectPlugins } from '../../toolchain/plugins/discoverPlugins'
import { pluginArg } from '../../toolchain/plugins/pluginArg'
import { sandboxDistDir } from './sandboxDistDir'

const script = fileURLToPath(new URL('./rspackBuild.ts', import.meta.url))

/**
 * Builds the sandbox dapp (with the shell) and every plugin remote into dist/sandbox; with a
 * plugin (`--plugin send`), that plugin alone into dist/sandbox-<folder>. Returns the folder.
 */
export async function build(mode: 'production' | 'development' = 'production', plugin?: string): Promise<string> {
  // Checked here, before rspack starts: an unknown name lists the plugins there are.
  const folder = plugin === undefined ? undefined : selectPlugins(discoverPlugins(), plugin)[0]?.folder
  const args = [...(mode === 'development' ? ['--dev'] : []), ...(folder ? ['--plugin', folder] : [])]
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'jiti/register', script, ...args], { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`))))
  })
  return sandboxDistDir(folder)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  Promise.resolve()
    .then(() => build(process.argv.includes('--dev') ? 'development' : 'production', pluginArg(process.argv.slice(2))))
    .then((dir) => console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
