import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BuildTarget } from './artefacts'

const script = fileURLToPath(new URL('./rspackBuild.ts', import.meta.url))

/**
 * Builds bench targets with rspack in a child process under jiti, never under tsx (see
 * TOOLCHAIN.md: tsx's helpers would end up in the federated remote entries).
 * @example await buildBench(['portico', 'appkit'])
 */
export function buildBench(targets: readonly BuildTarget[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'jiti/register', script, ...targets], { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the bench build failed (exit code ${code})`))))
  })
}
