import { rspack, type Configuration } from '@rspack/core'

/**
 * Runs rspack on several configurations in one multi-compiler (they share its worker threads);
 * rejects with the errors' text. Must run under jiti, not tsx (see sandbox/scripts/rspackBuild.ts).
 */
export function buildRspack(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) =>
    rspack(configs).run((error, stats) => {
      if (error) reject(error)
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true, colors: false })))
      else resolve()
    }),
  )
}
