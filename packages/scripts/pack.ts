// `npm run pack`: builds the public packages and packs each into dist/packages/<name>-<version>.tgz,
// what `npm publish` would upload. Runs under jiti (the plugin remotes are built with rspack).
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { buildBackendPackages, buildPackages, type PackSteps } from './buildPackages'
import { caseCollisions } from './caseCollisions'
import { PACKAGES_DIST } from './repo'

const packResultSchema = z.array(z.object({ filename: z.string(), unpackedSize: z.number(), entryCount: z.number(), files: z.array(z.object({ path: z.string() })) }))

/** Builds and packs the public packages; returns the tarballs' paths. */
export async function packPackages(steps: PackSteps = {}): Promise<string[]> {
  return (await buildPackages(steps)).map(packStaged)
}

/** Builds and packs what an operator installs: both backends, `@portico/contracts` and `@portico/frame-protocol` (no remotes); returns the tarballs' paths. */
export async function packBackendPackages(steps: PackSteps = {}): Promise<string[]> {
  return (await buildBackendPackages(steps)).map(packStaged)
}

/** Packs a staged package folder into PACKAGES_DIST; returns the tarball's path. */
function packStaged(dir: string): string {
  const output = execFileSync('npm', ['pack', dir, '--json', '--pack-destination', PACKAGES_DIST], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const [result] = packResultSchema.parse(JSON.parse(output))
  if (!result) throw new Error(`npm pack ${dir} packed nothing`)
  const clashes = caseCollisions(result.files.map((file) => file.path))
  if (clashes.length > 0) throw new Error(`${result.filename} holds files that differ only by case: ${clashes.map((group) => group.join(' / ')).join('; ')}`)
  const tarball = join(PACKAGES_DIST, result.filename)
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(`${result.filename}: ${kB(statSync(tarball).size)} packed, ${kB(result.unpackedSize)} unpacked, ${result.entryCount} files`)
  return tarball
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  const steps: PackSteps = {}
  // `--backends`: only what an operator installs (no shell, plugins or remotes).
  ;(process.argv.includes('--backends') ? packBackendPackages(steps) : packPackages(steps))
    .then(() => console.log(`packed in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.entries(steps).map(([name, s]) => `${name} ${s.toFixed(1)}`).join(', ')})`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
