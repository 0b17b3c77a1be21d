import type { Configuration } from '@rspack/core'
import { rmSync } from 'node:fs'
import { secureSiteConfig } from '../../rspack.config'

/** The secure site's frame app as the sandbox builds it (production), into `dir` (emptied first). */
export function frameAppConfig(dir: string): Configuration {
  rmSync(dir, { recursive: true, force: true })
  const config = secureSiteConfig({ mode: 'production' })
  return { ...config, output: { ...config.output, path: dir } }
}
