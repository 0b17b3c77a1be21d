// Runs rspack in a process of its own under jiti: tsx's esbuild would add `__name` helpers to
// the Module Federation runtime code that rspack stringifies into every remote entry.
import { rspack } from '@rspack/core'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createConfigs, outputDir, type BuildOptions } from '../../rspack.config'
import { SECURE_SITE_DIST_DIR } from '../../secure-site/src/frame/secureSiteDistDir'
import { SANDBOX_FRAME_APP_DIST_DIR } from '../secure-site/frame/sandboxFrameAppDistDir'
import { WALLET_PAGE_DIST_DIR } from '../walletconnect/wallet/walletPageDistDir'
import { pluginArg } from '../../toolchain/plugins/pluginArg'
import { writePluginIndex } from '../../toolchain/plugins/pluginIndex'

const plugin = pluginArg(process.argv)
const options: BuildOptions = { mode: process.argv.includes('--dev') ? 'development' : 'production', ...(plugin ? { plugin } : {}) }
rmSync(outputDir(options), { recursive: true, force: true })
rmSync(SECURE_SITE_DIST_DIR, { recursive: true, force: true })
rmSync(SANDBOX_FRAME_APP_DIST_DIR, { recursive: true, force: true })
rmSync(WALLET_PAGE_DIST_DIR, { recursive: true, force: true })
rspack(createConfigs(options)).run((error, stats) => {
  if (error) {
    console.error(error.message)
    process.exit(1)
  }
  if (stats?.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: false }))
    process.exit(1)
  }
  if (stats?.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }))
  writePluginIndex(join(outputDir(options), 'plugins'))
})
