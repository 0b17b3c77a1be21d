import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURE_SITE_CONFIG_ELEMENT_ID, secureSiteConfigSchema } from './secureSiteConfig'
import { serveFramePage, type FramePageServer } from './serveFramePage'

const SHOP = 'https://shop.example'
const BLOG = 'https://blog.example'
const FORUM = 'https://forum.example'
let root: string
let server: FramePageServer

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-frame-pages-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  server = await serveFramePage({
    root,
    port: 0,
    site: { authUrl: 'https://auth.example', chains: [] },
    projects: { shop: { allowedOrigins: [SHOP], approvals: 'popup' }, blog: { allowedOrigins: [BLOG, FORUM], approvals: 'frame' } },
  })
})
afterAll(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

const configOf = (html: string) => secureSiteConfigSchema.parse(JSON.parse(new RegExp(`id="${SECURE_SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? ''))

describe('serveFramePage', () => {
  it("lets each project's frame page be embedded by that project's origins only, and tells the page only those", async () => {
    const shop = await fetch(`${server.url}/?projectId=shop&chainId=eip155%3A1`)
    expect(shop.headers.get('content-security-policy')).toMatch(new RegExp(`; frame-ancestors ${SHOP}$`))
    expect(configOf(await shop.text())).toMatchObject({ allowedDappOrigins: [SHOP], projects: { shop: { approvals: 'popup' } } })

    const blog = await fetch(`${server.url}/index.html?projectId=blog`)
    expect(blog.headers.get('content-security-policy')).toMatch(new RegExp(`; frame-ancestors ${BLOG} ${FORUM}$`))
    const config = configOf(await blog.text())
    expect(config.allowedDappOrigins).toEqual([BLOG, FORUM])
    expect(Object.keys(config.projects ?? {})).toEqual(['blog'])
  })

  it("serves the frame page at /sdk too, the hosted secure site's path (AppKit's frame URL), with the same project rules", async () => {
    const shop = await fetch(`${server.url}/sdk?projectId=shop&chainId=eip155%3A1&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example`)
    expect(shop.status).toBe(200)
    expect(shop.headers.get('content-security-policy')).toMatch(new RegExp(`; frame-ancestors ${SHOP}$`))
    expect(configOf(await shop.text())).toMatchObject({ allowedDappOrigins: [SHOP] })
    expect((await fetch(`${server.url}/sdk?projectId=nope`)).status).toBe(404)
  })

  it('refuses a frame page for a missing or unknown project with plain text no page may embed', async () => {
    for (const [path, status] of [['/', 400], ['/?projectId=', 400], ['/?projectId=nope', 404], ['/?projectId=constructor', 404], ['/?projectId=__proto__', 404]] as const) {
      const response = await fetch(`${server.url}${path}`)
      expect({ path, status: response.status }).toEqual({ path, status })
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(await response.text()).not.toContain(SECURE_SITE_CONFIG_ELEMENT_ID)
    }
  })

  it('gives the top-level callback page every project\'s origins (it posts back to whichever dapp signed in), never framed', async () => {
    const callback = await fetch(`${server.url}/oauth/callback?code=c&state=s`)
    expect(callback.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'none'$/)
    expect(configOf(await callback.text()).allowedDappOrigins).toEqual([SHOP, BLOG, FORUM])
  })

  it("turns a provider's form_post answer (Apple's) into the callback page's query, keeping only the answer's fields and Apple's name", async () => {
    const postAnswer = async (fields: Record<string, string>) => {
      const response = await fetch(`${server.url}/oauth/callback`, { method: 'POST', body: new URLSearchParams({ code: 'c0de', state: 's.t', ...fields }), redirect: 'manual', headers: { origin: 'https://appleid.apple.com' } })
      expect(response.status).toBe(303)
      return response.headers.get('location')
    }
    expect(await postAnswer({ user: JSON.stringify({ name: { firstName: ' Ann ', lastName: 'Lee' }, email: 'ann@privaterelay.appleid.com' }), extra: 'x' })).toBe('/oauth/callback?code=c0de&state=s.t&user_name=Ann+Lee')
    expect(await postAnswer({ user: '{"name":{"firstName":"Zoë"}}' })).toBe('/oauth/callback?code=c0de&state=s.t&user_name=Zo%C3%AB')
    // Untrusted: a field that is not Apple's JSON, or holds a name too long or not printable, is dropped and the sign-in goes on.
    const dropped = ['{"name":', '"Ann Lee"', '{"name":{"firstName":7}}', '{"name":{}}', JSON.stringify({ name: { firstName: 'A'.repeat(65) } }), JSON.stringify({ name: { firstName: 'Ann\nLee' } }), JSON.stringify({ name: { firstName: 'Ann\u202eeeL' } })]
    for (const user of dropped) expect(await postAnswer({ user })).toBe('/oauth/callback?code=c0de&state=s.t')
    const json = await fetch(`${server.url}/oauth/callback`, { method: 'POST', body: JSON.stringify({ code: 'c' }), headers: { 'content-type': 'application/json' }, redirect: 'manual' })
    expect(json.status).toBe(415)
  })
})

describe('serveFramePage: funding new accounts', () => {
  it('tells a product page (no faucet) not to fund, and has no POST /v1/fund', async () => {
    const page = await fetch(`${server.url}/?projectId=shop`)
    expect(configOf(await page.text()).fundNewAccounts).toBe(false)
    const fund = await fetch(`${server.url}/v1/fund`, { method: 'POST', headers: { origin: server.url, authorization: 'Bearer t' }, body: '{}' })
    expect(fund.status).toBe(404)
  })

  it('tells the pages to fund when the site has a faucet (the sandbox), whatever the site settings said', async () => {
    const funded: string[] = []
    const sandbox = await serveFramePage({
      root,
      port: 0,
      site: { authUrl: 'https://auth.example', chains: [], fundNewAccounts: false },
      projects: { shop: { allowedOrigins: [SHOP], approvals: 'popup' } },
      fund: async (_token, { address }) => {
        funded.push(address)
        return { funded: [] }
      },
    })
    try {
      expect(configOf(await (await fetch(`${sandbox.url}/?projectId=shop`)).text()).fundNewAccounts).toBe(true)
      const address = '0x000000000000000000000000000000000000dEaD'
      const fund = await fetch(`${sandbox.url}/v1/fund`, { method: 'POST', headers: { origin: sandbox.url, authorization: 'Bearer t', 'content-type': 'application/json' }, body: JSON.stringify({ address }) })
      expect(fund.status).toBe(200)
      expect(funded).toEqual([address])
    } finally {
      await sandbox.close()
    }
  })

  it('behind a proxy, takes the fund call from the frame at its public origin, and from no other', async () => {
    const publicUrl = 'https://secure.example'
    const proxied = await serveFramePage({ root, port: 0, publicUrl, site: { authUrl: 'https://auth.example', chains: [] }, projects: { shop: { allowedOrigins: [SHOP], approvals: 'popup' } }, fund: async () => ({ funded: [] }) })
    try {
      const fundFrom = (origin: string) => fetch(`${proxied.url}/v1/fund`, { method: 'POST', headers: { origin, authorization: 'Bearer t', 'content-type': 'application/json' }, body: JSON.stringify({ address: '0x000000000000000000000000000000000000dEaD' }) })
      expect((await fundFrom(publicUrl)).status).toBe(200)
      expect((await fundFrom(proxied.url)).status).toBe(403)
    } finally {
      await proxied.close()
    }
  })
})
