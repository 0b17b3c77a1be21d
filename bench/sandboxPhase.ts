import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { build } from '../sandbox/scripts/build'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { serveSandbox } from '../sandbox/scripts/serve'
import { measureAllWallets, type AllWalletsMeasurement } from './allWallets'

/**
 * The AllWallets view needs a catalogue of 600+ wallets: only the sandbox serves one (its MSW
 * worker), so this part measures the built sandbox on its local chains.
 */
export async function measureSandboxAllWallets(browser: Browser, runs: number): Promise<AllWalletsMeasurement[]> {
  await build('production')
  const local = await startLocalChains([0, 0])
  try {
    const tokens = await deploySandboxTokens(local.chains)
    const server = await serveSandbox({ root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)), port: 0, chains: local.chains, tokens })
    try {
      const results: AllWalletsMeasurement[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await page.goto(server.url)
          results.push(await measureAllWallets(page))
        } finally {
          await context.close()
        }
      }
      return results
    } finally {
      await server.close()
    }
  } finally {
    await local.stop()
  }
}
