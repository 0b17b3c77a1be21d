import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { findFreePort } from '../sandbox/scripts/anvil'
import { build } from '../sandbox/scripts/build'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import { installNameRegistry } from '../sandbox/scripts/installNameRegistry'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { serveSandbox } from '../sandbox/scripts/serve'
import { startSecureSite } from '../sandbox/secure-site/frame/startSecureSite'
import { measureAllWallets, type AllWalletsMeasurement } from './allWallets'
import { measureEmbeddedWallet, measureSocialLogin, type EmbeddedWalletRun, type SocialLoginRun } from './embeddedWallet'

/**
 * What needs the sandbox: the AllWallets view needs a catalogue of 600+ wallets (only the
 * sandbox's MSW worker serves one), and the email login needs the sandbox secure site (frame,
 * auth service, inbox). Measured on the built sandbox and its local chains.
 */
export async function measureSandbox(browser: Browser, runs: number): Promise<{ allWallets: AllWalletsMeasurement[]; embeddedWallet: EmbeddedWalletRun[]; socialLogin: SocialLoginRun[] }> {
  await build('production')
  const local = await startLocalChains([0, 0])
  try {
    const tokens = await deploySandboxTokens(local.chains)
    if (local.chains[0]) await installNameRegistry(local.chains[0])
    const port = await findFreePort()
    const secureSite = await startSecureSite({ allowedDappOrigins: [`http://127.0.0.1:${port}`], chains: local.chains, emailCooldownMs: 1_000 })
    const server = await serveSandbox({ root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)), port, chains: local.chains, tokens, secureSiteUrl: `${secureSite.url}/` })
    try {
      const allWallets: AllWalletsMeasurement[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await page.goto(server.url)
          allWallets.push(await measureAllWallets(page))
        } finally {
          await context.close()
        }
      }
      const embeddedWallet = await measureEmbeddedWallet(browser, server.url, secureSite.mail.webUrl, runs)
      const socialLogin = await measureSocialLogin(browser, server.url, runs)
      return { allWallets, embeddedWallet, socialLogin }
    } finally {
      await server.close()
      await secureSite.stop()
    }
  } finally {
    await local.stop()
  }
}
