import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURE_SITE_CONFIG_ELEMENT_ID, secureSiteConfigSchema } from './frame/secureSiteConfig'
import { secureSiteSettingsSchema } from './settings/secureSiteSettings'
import { startSecureSite, type RunningSecureSite } from './startSecureSite'

const SHOP = 'https://shop.example'
const BLOG = 'https://blog.example'
let root: string
let site: RunningSecureSite

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-secure-site-product-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  const settings = secureSiteSettingsSchema.parse({
    framePort: 0,
    authPort: 0,
    secretHex: 'ab'.repeat(32),
    projects: { shop: { allowedOrigins: [SHOP] }, blog: { allowedOrigins: [BLOG, SHOP], approvals: 'frame' } },
    // Never dialled here: mail goes out only on a login.
    smtp: { host: 'smtp.example.com', port: 465, tls: 'implicit', from: 'Shop <auth@shop.example>' },
    frameAppDir: root,
    database: { memory: true },
  })
  site = await startSecureSite(settings)
  // PGlite (in memory) opens in under a second alone, far longer while other suites load the cores.
}, 120_000)
afterAll(async () => {
  await site?.stop()
  await rm(root, { recursive: true, force: true })
})

describe('startSecureSite (the product, from settings)', () => {
  it("serves each project's frame page framed only by its own origins, pointing at its own auth service", async () => {
    const response = await fetch(`${site.url}/?projectId=shop`)
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${SHOP}$`))
    const json = new RegExp(`id="${SECURE_SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(await response.text())?.[1] ?? ''
    expect(secureSiteConfigSchema.parse(JSON.parse(json))).toEqual({
      authUrl: site.authUrl,
      allowedDappOrigins: [SHOP],
      chains: [],
      projects: { shop: { approvals: 'popup' } },
      // No faucet in the product: the frame asks for no funding after a first login.
      fundNewAccounts: false,
    })
    expect((await fetch(`${site.url}/?projectId=blog`)).headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${BLOG} ${SHOP}$`))
    expect((await fetch(`${site.url}/?projectId=other`)).status).toBe(404)
  })

  it('answers the auth service to the frame origin only, and has no faucet', async () => {
    expect((await fetch(`${site.authUrl}/healthz`)).status).toBe(200)
    expect(await (await fetch(`${site.url}/healthz`)).json()).toEqual({ ok: true })
    const fromFrame = await fetch(`${site.authUrl}/v1/session`, { headers: { origin: site.url, authorization: 'Bearer x' } })
    expect(fromFrame.status).toBe(401)
    const fromDapp = await fetch(`${site.authUrl}/v1/session`, { headers: { origin: SHOP, authorization: 'Bearer x' } })
    expect(fromDapp.status).toBe(403)
    expect((await fetch(`${site.url}/v1/fund`, { method: 'POST', headers: { authorization: 'Bearer x' }, body: '{}' })).status).toBe(404)
    expect(site.listenUrls).toEqual({ frame: site.url, auth: site.authUrl })
  })

  it('behind a proxy: pages are told the public origins, hooks get the service where it listens', async () => {
    const frameUrl = 'https://secure.example'
    const authUrl = 'https://auth.secure.example'
    const hookUrls: { authUrl: string; frameUrl: string }[] = []
    const proxied = await startSecureSite(
      secureSiteSettingsSchema.parse({ framePort: 0, authPort: 0, frameUrl, authUrl, secretHex: 'cd'.repeat(32), projects: { shop: { allowedOrigins: [SHOP] } }, smtp: { host: 'smtp.example.com', port: 465, tls: 'implicit', from: 'Shop <auth@shop.example>' }, frameAppDir: root, database: { memory: true } }),
      { fund: (urls) => (hookUrls.push(urls), async () => ({ funded: [] })) },
    )
    try {
      expect([proxied.url, proxied.authUrl]).toEqual([frameUrl, authUrl])
      expect(hookUrls).toEqual([{ authUrl: proxied.listenUrls.auth, frameUrl }])
      const page = await fetch(`${proxied.listenUrls.frame}/sdk?projectId=shop`)
      expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${authUrl}`)
      expect((await fetch(`${proxied.listenUrls.auth}/v1/session`, { headers: { origin: frameUrl, authorization: 'Bearer x' } })).status).toBe(401)
    } finally {
      await proxied.stop()
    }
  }, 60_000)
})
