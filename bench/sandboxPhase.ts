import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { findFreePort } from '../toolchain/processes/anvil'
import { build } from '../sandbox/scripts/build'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../sandbox/scripts/deployUniswap'
import { installNameRegistry } from '../sandbox/scripts/installNameRegistry'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { serveSandbox } from '../sandbox/scripts/serve'
import { SCRIPTED_SANDBOX_PROJECTS } from '../sandbox/secure-site/frame/sandboxProjects'
import { startSecureSite } from '../sandbox/secure-site/frame/startSecureSite'
import { measureAllWallets, type AllWalletsMeasurement } from './allWallets'
import { measureHistoryFlood, measureWalletFlood, type FloodMeasurement } from './floods'
import { measureEmbeddedWallet, measureSocialLogin, type EmbeddedWalletRun, type SocialLoginRun } from './embeddedWallet'
import { measureSwapQuote, type SwapQuoteMeasurement } from './swapQuote'

/**
 * What needs the sandbox: the AllWallets view needs a catalogue of 600+ wallets (only the
 * sandbox's MSW worker serves one), and the email login needs the sandbox secure site (frame,
 * auth service, inbox), and a swap quote needs the sandbox's pools and convert mocks. Measured on
 * the built sandbox and its local chains.
 */
export async function measureSandbox(
  browser: Browser,
  runs: number,
): Promise<{ allWallets: AllWalletsMeasurement[]; embeddedWallet: EmbeddedWalletRun[]; socialLogin: SocialLoginRun[]; swapQuote: SwapQuoteMeasurement[]; floods: { wallets: FloodMeasurement; history: FloodMeasurement } }> {
  await build('production')
  const local = await startLocalChains([0, 0])
  try {
    const tokens = await deploySandboxTokens(local.chains)
    const uniswapV2 = (await deploySandboxUniswap(local.chains, tokens)).map((pools) => pools.uniswapV2)
    if (local.chains[0]) await installNameRegistry(local.chains[0])
    const port = await findFreePort()
    // The sandbox dapp's own projects: approvals in the frame, the key step answered by script.
    const secureSite = await startSecureSite({ allowedDappOrigins: [`http://127.0.0.1:${port}`], chains: local.chains, emailCooldownMs: 1_000, projects: SCRIPTED_SANDBOX_PROJECTS })
    const server = await serveSandbox({ root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)), port, chains: local.chains, tokens, uniswapV2, secureSiteUrl: `${secureSite.url}/` })
    try {
      /** Each run in a fresh context on a freshly loaded sandbox page. */
      const onFreshPage = async <T>(measure: (page: Page) => Promise<T>): Promise<T[]> => {
        const results: T[] = []
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext()
          try {
            const page = await context.newPage()
            await page.goto(server.url)
            results.push(await measure(page))
          } finally {
            await context.close()
          }
        }
        return results
      }
      const allWallets = await onFreshPage(measureAllWallets)
      const swapQuote = await onFreshPage(measureSwapQuote)
      const embeddedWallet = await measureEmbeddedWallet(browser, server.url, secureSite.mail.webUrl, runs)
      const socialLogin = await measureSocialLogin(browser, server.url, runs)
      // One run each: 10 000 items take a while, and the figures are about scale, not noise.
      const floods = { wallets: await measureWalletFlood(browser, server.url), history: await measureHistoryFlood(browser, server.url) }
      return { allWallets, embeddedWallet, socialLogin, swapQuote, floods }
    } finally {
      await server.close()
      await secureSite.stop()
    }
  } finally {
    await local.stop()
  }
}
