import { walletRecordSchema } from '@portico/contracts'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogueHandlers, handlers } from './handlers'
import { generateWalletFixtures } from './walletFixtures'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = 'https://api.web3modal.org'
const getJson = async (path: string) => {
  const response = await fetch(`${api}${path}`)
  return { status: response.status, body: (await response.json()) as { data: unknown[]; count: number } }
}

describe('catalogue mock handlers', () => {
  it('answers /getWallets like the real API', async () => {
    const { status, body } = await getJson('/getWallets?projectId=p&page=2&entries=40&chains=eip155:1')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(40)
    expect(body.count).toBeGreaterThan(500)
    expect(body.data[0]).not.toHaveProperty('badge_type')
    expect(walletRecordSchema.safeParse(body.data[0]).success).toBe(true)
  })

  it('refuses a request without projectId or with a bad page', async () => {
    expect((await getJson('/getWallets?page=1&entries=4')).status).toBe(400)
    expect((await getJson('/getWallets?projectId=p&page=0&entries=4')).status).toBe(400)
  })

  it('serves each wallet image as an SVG, and 404 for an unknown id', async () => {
    const trust = generateWalletFixtures().find((w) => w.name === 'Trust Wallet')
    const image = await fetch(`${api}/getWalletImage/${trust!.image_id}`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('>TW</text>')
    expect((await fetch(`${api}/getWalletImage/unknown`)).status).toBe(404)
  })

  it('fails the first requests when asked to, then recovers', async () => {
    server.use(...createCatalogueHandlers({ failures: 1 }))
    expect((await getJson('/getWallets?projectId=p&page=1&entries=4')).status).toBe(503)
    expect((await getJson('/getWallets?projectId=p&page=1&entries=4')).status).toBe(200)
  })
})
