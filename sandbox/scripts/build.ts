import { rspack } from '@rspack/core'
import { createConfigs, type BuildOptions } from '../../rspack.config'

/** Builds the sandbox dapp (with the shell) and every plugin remote into dist/sandbox. */
export function build(options: BuildOptions = { mode: 'production' }): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(createConfigs(options)).run((error, stats) => {
      if (error) return reject(error)
      if (!stats) return reject(new Error('rspack returned no stats'))
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })))
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }))
      resolve()
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  build({ mode: process.argv.includes('--dev') ? 'development' : 'production' })
    .then(() => console.log(`built dist/sandbox in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
