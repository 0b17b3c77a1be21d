// @vitest-environment happy-dom
import { ONRAMP_PROVIDERS, type ApiClient, type GenerateOnrampUrlRequest } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOnrampAtoms } from '../atoms'
import { stubPost } from '../mocks/stubPost'
import { buyWithProvider } from './buyWithProvider'

const [coinbase, meld] = ONRAMP_PROVIDERS as [(typeof ONRAMP_PROVIDERS)[number], (typeof ONRAMP_PROVIDERS)[number]]
const coinbaseUrl = 'https://pay.coinbase.com/buy/select-asset?appId=a&sessionToken=t'

/** A host whose Blockchain API answers `post`, counting the requests; window.open recorded. */
function setup(post: ApiClient['post']) {
  let count = 0
  const counted: ApiClient['post'] = (...args) => {
    count += 1
    return post(...args)
  }
  const test = createTestHost({ blockchain: { post: counted } })
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  return { ...test, atoms: createOnrampAtoms(), open, posts: () => count }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('buyWithProvider', () => {
  it('generates the Coinbase URL for the wallet, opens it in a new window and shows BuyInProgress', async () => {
    const calls: { path: string; body: unknown }[] = []
    const post = stubPost((path, body) => {
      calls.push({ path, body })
      return { url: coinbaseUrl }
    })
    const { host, atoms, open, routes, toasts } = setup(post)

    expect(await buyWithProvider(host, atoms, coinbase)).toBe(true)
    expect(calls).toEqual([
      {
        path: '/v1/generators/onrampurl',
        body: {
          destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['ethereum'] }],
          defaultNetwork: 'ethereum',
          partnerUserId: TEST_ADDRESS,
          defaultExperience: 'buy',
        } satisfies GenerateOnrampUrlRequest,
      },
    ])
    expect(open).toHaveBeenCalledWith(coinbaseUrl, '_blank', 'noopener,noreferrer')
    expect(routes).toEqual(['push BuyInProgress'])
    expect(toasts).toEqual([])
    expect([host.store.get(atoms.selectedProvider)?.name, host.store.get(atoms.providerUrl), host.store.get(atoms.pending)]).toEqual(['coinbase', coinbaseUrl, undefined])
  })

  it('uses the Coinbase chain of the active network', async () => {
    const bodies: unknown[] = []
    const post = stubPost((_path, body) => {
      bodies.push(body)
      return { url: coinbaseUrl }
    })
    const { host, atoms, network } = setup(post)
    host.store.set(network, { ...TEST_NETWORK, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base', testnet: false })
    await buyWithProvider(host, atoms, coinbase)
    expect(bodies[0]).toMatchObject({ destinationWallets: [{ blockchains: ['base'] }], defaultNetwork: 'base' })
  })

  it('says why when the URL cannot be generated: an error toast and message, no window, no navigation', async () => {
    const post = stubPost(() => Promise.reject(Object.assign(new Error('HTTP status code: 503'), { status: 503 })))
    const { host, atoms, open, routes, toasts } = setup(post)
    expect(await buyWithProvider(host, atoms, coinbase)).toBe(false)
    expect(toasts).toEqual([{ message: 'Could not open Coinbase', variant: 'error' }])
    expect(host.store.get(atoms.error)).toBe('Could not open Coinbase (HTTP status code: 503). Please try again.')
    expect(open).not.toHaveBeenCalled()
    expect(routes).toEqual([])
    expect(host.store.get(atoms.pending)).toBeUndefined()
  })

  it.each(['javascript:alert(1)', 'https://pay.coinbase.com@evil.example/', 'https://evil.example/?pay.coinbase.com', 'http://pay.coinbase.com/buy', 'https://pay.coinbase.com.evil.example/'])(
    'refuses %s (https on pay.coinbase.com only, no credentials), as an error',
    async (url) => {
      const post = stubPost(() => ({ url }))
      const { host, atoms, open, routes } = setup(post)
      expect(await buyWithProvider(host, atoms, coinbase)).toBe(false)
      expect(host.store.get(atoms.error)).toBe('Could not open Coinbase (The onramp URL must be an https address on pay.coinbase.com). Please try again.')
      expect(open).not.toHaveBeenCalled()
      expect(routes).toEqual([])
    },
  )

  it('opens a provider page only on its own host, whatever built it', async () => {
    const { host, atoms, open } = setup(stubPost(() => ({ url: coinbaseUrl })))
    expect(await buyWithProvider(host, atoms, { ...meld, url: 'https://meldcrypto.com@evil.example' })).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it('opens Meld directly with the wallet in the query, no API call', async () => {
    const { host, atoms, open, routes, posts } = setup(stubPost(() => ({ url: coinbaseUrl })))
    expect(await buyWithProvider(host, atoms, meld)).toBe(true)
    expect(posts()).toBe(0)
    expect(open).toHaveBeenCalledWith(`https://meldcrypto.com/?destinationCurrencyCode=USDC&walletAddress=${TEST_ADDRESS}&externalCustomerId=test`, '_blank', 'noopener,noreferrer')
    expect(routes).toEqual(['push BuyInProgress'])
  })

  it('asks to connect first when no wallet is connected', async () => {
    const { host, atoms, account, open, toasts, posts } = setup(stubPost(() => ({ url: coinbaseUrl })))
    host.store.set(account, { status: 'disconnected' })
    expect(await buyWithProvider(host, atoms, coinbase)).toBe(false)
    expect(toasts).toEqual([{ message: 'Connect a wallet to buy crypto.', variant: 'error' }])
    expect(posts()).toBe(0)
    expect(open).not.toHaveBeenCalled()
  })

  it('ignores a second pick while a URL is being generated, and a URL for a network left meanwhile', async () => {
    let answer: (value: unknown) => void = () => {}
    const { host, atoms, network, open, routes, posts } = setup(stubPost(() => new Promise((resolve) => (answer = resolve))))
    const first = buyWithProvider(host, atoms, coinbase)
    expect(await buyWithProvider(host, atoms, meld)).toBe(false)
    expect(host.store.get(atoms.pending)).toBe('coinbase')
    host.store.set(network, { ...TEST_NETWORK, id: 31338, caipNetworkId: 'eip155:31338' })
    answer({ url: coinbaseUrl })
    expect(await first).toBe(false)
    expect(posts()).toBe(1)
    expect(open).not.toHaveBeenCalled()
    expect(routes).toEqual([])
  })
})
