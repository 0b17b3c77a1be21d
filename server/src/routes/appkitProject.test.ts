import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPorticoServer, type PorticoServer } from '../startPorticoServer'

const CATALOGUE = fileURLToPath(new URL('../testing/catalogue/', import.meta.url))
const DAPP = 'https://dapp.example'
// AppKit's ids of the hosted images it asks for by itself: Base's and Ethereum's logos, WalletConnect's mark.
const BASE_IMAGE = '7289c336-3981-4081-c5f4-efc26ac64a00'
const ETHEREUM_IMAGE = 'ba0ba0cd-17c6-4806-ad93-f9d174f17900'
const WALLETCONNECT_IMAGE = 'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400'

// What AppKit asks the catalogue host about its project at start, and the images it names itself.
describe("AppKit's project calls and hosted asset images on Portico Server", () => {
  let server: PorticoServer
  beforeAll(async () => {
    server = await startPorticoServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      database: {},
      // Never reached: the routes here read the config only.
      chains: [{ id: 'eip155:8453', name: 'Base', rpcUrl: 'http://127.0.0.1:9' }],
      projects: [
        { id: 'switched', allowedOrigins: [DAPP], features: { email: false, socials: ['google', 'x'], swaps: true, onramp: false, reownBranding: false } },
        { id: 'plain', allowedOrigins: [DAPP] },
      ],
      catalogue: { file: `${CATALOGUE}wallets.json`, imagesDir: CATALOGUE },
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { origin: DAPP } })

  it("answers /appkit/v1/config from the project's switches, leaving the others to the dapp (config null)", async () => {
    expect(await (await get('/appkit/v1/config?projectId=switched&st=appkit&sv=react-wagmi-1.8.24')).json()).toEqual({
      features: [
        { id: 'social_login', isEnabled: true, config: ['google', 'x'] },
        { id: 'swap', isEnabled: true, config: ['1inch'] },
        { id: 'onramp', isEnabled: false, config: [] },
        { id: 'activity', isEnabled: false, config: null },
        { id: 'reown_branding', isEnabled: false, config: [] },
      ],
    })
    const plain = (await (await get('/appkit/v1/config?projectId=plain')).json()) as { features: { config: unknown }[] }
    expect(plain.features.map((feature) => feature.config)).toEqual([null, null, null, null, null])
    expect((await get('/appkit/v1/config?projectId=nobody')).status).toBe(401)
  })

  it("answers the project's allowed origins and a plan with no limit passed", async () => {
    expect(await (await get('/projects/v1/origins?projectId=switched')).json()).toEqual({ allowedOrigins: [DAPP] })
    expect(await (await get('/appkit/v1/project-limits?projectId=switched')).json()).toEqual({ planLimits: { tier: 'none', isAboveMauLimit: false, isAboveRpcLimit: false } })
  })

  it('draws the logo of a served network and of a built-in connector by their hosted ids; an image file of the id wins', async () => {
    const base = await get(`/public/getAssetImage/${BASE_IMAGE}?projectId=plain`)
    expect(base.headers.get('content-type')).toBe('image/svg+xml')
    expect(await base.text()).toMatch(/>B<\/text><\/svg>$/)
    expect(await (await get(`/public/getAssetImage/${WALLETCONNECT_IMAGE}?projectId=plain`)).text()).toMatch(/>W<\/text>/)
    // Ethereum is not a chain of this server: no logo for it.
    expect((await get(`/public/getAssetImage/${ETHEREUM_IMAGE}?projectId=plain`)).status).toBe(404)
    expect((await get('/public/getAssetImage/no-such-asset?projectId=plain')).status).toBe(404)
    expect(await (await get('/public/getAssetImage/img-metamask?projectId=plain')).text()).toContain('<svg')
    // Only asset ids are drawn: a wallet image stays the catalogue's.
    expect((await get(`/getWalletImage/${WALLETCONNECT_IMAGE}?projectId=plain`)).status).toBe(404)
  })
})
