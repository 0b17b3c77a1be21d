import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./rspackBuild.ts', import.meta.url))

/** Builds the sandbox dapp (with the shell) and every plugin remote into dist/sandbox. */
export function build(mode: 'production' | 'development' = 'production'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'jiti/register', script, ...(mode === 'development' ? ['--dev'] : [])], {
      stdio: 'inherit',
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`))))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  build(process.argv.includes('--dev') ? 'development' : 'production')
    .then(() => console.log(`built dist/sandbox in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
