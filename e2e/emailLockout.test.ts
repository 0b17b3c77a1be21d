import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCRIPTED_SANDBOX_PROJECTS } from '../sandbox/secure-site/frame/sandboxProjects'
import { startSecureSite, type SecureSite } from '../sandbox/secure-site/frame/startSecureSite'
import { serveSandbox } from '../sandbox/scripts/serve'
import type { StaticServer } from '../toolchain/processes/serveStatic'
import { findFreePort } from '../toolchain/processes/anvil'
import { launchChromium } from './browser'
import { loggedIn } from './embeddedLogin'

// A stranger asks the auth service for the owner's address, as often as it answers, then the owner
// logs in. The shared secure site of the browser tests waives the cooldown and the per-client
// bounds (every test is 127.0.0.1); this one runs the product's: a 30 s cooldown and its limits.
const chains = inject('chains')
let browser: Browser
let site: SecureSite
let dapp: StaticServer

beforeAll(async () => {
  const port = await findFreePort()
  const dappOrigins = [`http://127.0.0.1:${port}`]
  ;[browser, site] = await Promise.all([launchChromium(), startSecureSite({ allowedDappOrigins: dappOrigins, chains, projects: SCRIPTED_SANDBOX_PROJECTS })])
  dapp = await serveSandbox({ root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)), port, chains, secureSiteUrl: `${site.url}/` })
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await dapp?.close()
  await site?.stop()
})

describe('email login against a stranger', () => {
  it("a stranger asking for the owner's address every moment does not hold back the owner's own login", async () => {
    const owner = `owner-${Date.now()}@example.com`
    const strangerAsks = (deviceId: string) =>
      fetch(`${site.authUrl}/v1/email/connect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner, deviceId }) })
    expect((await strangerAsks('stranger-device-0001')).status).toBe(200)
    // Again at once, from the same device: the stranger's own cooldown.
    const again = await strangerAsks('stranger-device-0001')
    expect(again.status).toBe(429)
    expect((await strangerAsks('stranger-device-0002')).status).toBe(200)
    // The owner's inbox holds the stranger's two approval links; the owner ignores them (the login
    // helper opens the newest link it finds, which would approve the stranger's device).
    await expect.poll(async () => (await site.mail.client.listFor(owner)).length).toBe(2)
    await site.mail.client.deleteAll()
    const { context, page } = await loggedIn(browser, dapp.url, site.mail.client, owner)
    await expect.poll(() => page.locator('portico-modal [role="dialog"]').getAttribute('data-view')).toBe('Account')
    await context.close()
  })
})
