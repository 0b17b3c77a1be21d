import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCatalogue } from './createCatalogue'
import { createCatalogueHandlers } from './mocks/handlers'
import { generateWalletFixtures } from './mocks/walletFixtures'
import { announced, testShellContext } from './testing'

const wallets = generateWalletFixtures()
const server = setupServer(...createCatalogueHandlers({ wallets }))
const requests: URL[] = []
server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => void (requests.length = 0))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const walletRequests = () => requests.filter((url) => url.pathname === '/getWallets').map((url) => Object.fromEntries(url.searchParams))
const noWait = { wait: () => Promise.resolve(), preload: undefined }
const evmWallets = wallets.filter((w) => w.chains.some((chain) => chain.startsWith('eip155:')))
/** Lets pending promises and msw answer without moving fake clocks (vi.waitFor would move them). */
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('catalogue prefetch', () => {
  it('requests nothing until prefetch, then recommended (page 1, 4 entries) once', async () => {
    const ctx = testShellContext({ excludeWalletIds: ['x1'] })
    const catalogue = createCatalogue(ctx, noWait)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
    catalogue.prefetch()
    catalogue.prefetch()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.recommendedState)).toEqual({ status: 'ready' }))
    expect(walletRequests()).toEqual([
      { projectId: 'test-project', st: 'portico', sv: '0.1.0', page: '1', entries: '4', chains: 'eip155:1', exclude: 'x1' },
    ])
    expect(ctx.store.get(catalogue.atoms.recommended).map((w) => w.name)).toEqual(['MetaMask', 'Portico Sandbox Wallet', 'Trust Wallet', 'Coinbase Wallet'])
    expect(ctx.store.get(catalogue.atoms.count)).toBeGreaterThan(500)
    expect(ctx.store.get(catalogue.atoms.featuredState)).toEqual({ status: 'ready' })
  })

  it('fetches featured wallets with the include list, in the dapp order, and leaves them out of the other lists', async () => {
    const featuredWalletIds = [wallets[9]!.id, wallets[5]!.id]
    const ctx = testShellContext({ featuredWalletIds, includeWalletIds: undefined })
    const catalogue = createCatalogue(ctx, noWait)
    catalogue.prefetch()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.featuredState)).toEqual({ status: 'ready' }))
    expect(ctx.store.get(catalogue.atoms.featured).map((w) => w.id)).toEqual(featuredWalletIds)
    const featuredRequest = walletRequests().find((q) => q.include)
    expect(featuredRequest).toMatchObject({ page: '1', entries: '2', include: featuredWalletIds.join(',') })
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.recommendedState)).toEqual({ status: 'ready' }))
    expect(walletRequests().find((q) => q.entries === '4')?.exclude).toBe(featuredWalletIds.join(','))
  })

  it('reads installed wallets as excluded, by rdns and name', () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    ctx.store.set(ctx.atoms.announcedWallets, [announced('Portico Sandbox Wallet', 'dev.portico.sandbox')])
    expect(ctx.store.get(catalogue.atoms.excluded)).toEqual([{ rdns: 'dev.portico.sandbox', name: 'Portico Sandbox Wallet' }])
  })
})

describe('catalogue pages', () => {
  it('appends pages of 40 in order and stops at the count', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    await Promise.all([catalogue.fetchNextPage(), catalogue.fetchNextPage()])
    expect(walletRequests()).toHaveLength(1)
    await catalogue.fetchWalletsPage(5) // out of order: ignored
    await catalogue.fetchNextPage()
    expect(walletRequests().map((q) => [q.page, q.entries])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ])
    expect(ctx.store.get(catalogue.atoms.wallets).map((w) => w.id)).toEqual(evmWallets.slice(0, 80).map((w) => w.id))
    expect(ctx.store.get(catalogue.atoms.page)).toBe(2)
    while (ctx.store.get(catalogue.atoms.hasMorePages)) await catalogue.fetchNextPage()
    expect(ctx.store.get(catalogue.atoms.wallets)).toHaveLength(evmWallets.length)
    const count = walletRequests().length
    await catalogue.fetchNextPage()
    expect(walletRequests()).toHaveLength(count)
  })

  it('records what failed, keeps what loaded, and Retry asks again', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    await catalogue.fetchNextPage()
    server.use(http.get('https://api.web3modal.org/getWallets', () => new HttpResponse(null, { status: 503 }), { once: true }))
    await catalogue.fetchNextPage()
    expect(ctx.store.get(catalogue.atoms.walletsState)).toEqual({ status: 'failed', error: 'HTTP status code: 503' })
    expect(ctx.store.get(catalogue.atoms.wallets)).toHaveLength(40)
    catalogue.retry()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.walletsState)).toEqual({ status: 'ready' }))
    expect(ctx.store.get(catalogue.atoms.page)).toBe(2)
  })

  it('fails a response that is not a catalogue page', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    server.use(http.get('https://api.web3modal.org/getWallets', () => HttpResponse.json({ data: { name: 'no id' }, count: 1 })))
    catalogue.prefetch()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.recommendedState).status).toBe('failed'))
  })

  it('keeps the valid records of a page, no more than it asked for, each once', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    const flood = Array.from({ length: 10_000 }, (_, index) => ({ id: `w${index % 7}`, name: `Wallet ${index}` }))
    server.use(http.get('https://api.web3modal.org/getWallets', () => HttpResponse.json({ data: [{ name: 'no id' }, ...flood], count: 10_000 })))
    catalogue.prefetch()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.recommendedState).status).toBe('ready'))
    expect(ctx.store.get(catalogue.atoms.recommended).map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })

  it('stops paging when a page brings no wallet it does not have, whatever the count says', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    const page = Array.from({ length: 40 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }))
    let requests = 0
    server.use(http.get('https://api.web3modal.org/getWallets', () => (requests++, HttpResponse.json({ data: page, count: 1_000_000 }))))
    await catalogue.fetchNextPage()
    await catalogue.fetchNextPage()
    await catalogue.fetchNextPage()
    expect(requests).toBe(2)
    expect(ctx.store.get(catalogue.atoms.wallets)).toHaveLength(40)
    expect(ctx.store.get(catalogue.atoms.hasMorePages)).toBe(false)
  })

  it('fails on a network error (CORS, offline) with its message', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    server.use(http.get('https://api.web3modal.org/getWallets', () => HttpResponse.error()))
    catalogue.prefetch()
    await vi.waitFor(() => expect(ctx.store.get(catalogue.atoms.recommendedState)).toMatchObject({ status: 'failed', error: 'Failed to fetch' }))
  })
})

describe('catalogue search', () => {
  it('waits for typing to pause, asks for 100 entries and shows results no sooner than 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, { preload: undefined })
    catalogue.search('r')
    catalogue.search('ra')
    catalogue.search('rainbow ')
    expect(ctx.store.get(catalogue.atoms.search)).toEqual({ query: 'rainbow', results: [], state: { status: 'loading' } })
    await vi.advanceTimersByTimeAsync(499)
    expect(walletRequests()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await settle(() => walletRequests().length === 1)
    expect(walletRequests()[0]).toMatchObject({ page: '1', entries: '100', search: 'rainbow' })
    await vi.advanceTimersByTimeAsync(250)
    await settle(() => false)
    expect(ctx.store.get(catalogue.atoms.search).state.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(50)
    await settle(() => ctx.store.get(catalogue.atoms.search).state.status === 'ready')
    expect(ctx.store.get(catalogue.atoms.search).results.map((w) => w.name)).toEqual(['Rainbow'])
  })

  it('drops the answer of a search the user moved on from, and an empty query ends the search', async () => {
    const ctx = testShellContext()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const catalogue = createCatalogue(ctx, { preload: undefined, wait: () => gate })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    catalogue.search('meta')
    await vi.advanceTimersByTimeAsync(500)
    catalogue.search('')
    release()
    await settle(() => false)
    expect(ctx.store.get(catalogue.atoms.search)).toEqual({ query: '', results: [], state: { status: 'idle' } })
  })
})

describe('catalogue images', () => {
  it('preloads the first 20 images of a list and remembers them in the store', async () => {
    const ctx = testShellContext()
    const preloaded: string[] = []
    const catalogue = createCatalogue(ctx, {
      wait: () => Promise.resolve(),
      preload: async (url) => {
        preloaded.push(url)
        return !url.includes(wallets[1]!.image_id) // one image fails: not stored
      },
    })
    await catalogue.fetchNextPage()
    expect(preloaded).toHaveLength(20)
    expect(preloaded[0]).toBe(`https://api.web3modal.org/getWalletImage/${wallets[0]!.image_id}?projectId=test-project&st=portico&sv=0.1.0`)
    const store = ctx.store.get(catalogue.atoms.images)
    expect(Object.keys(store.walletImages)).toHaveLength(19)
    expect(catalogue.imageUrl('walletImages', wallets[30]!.image_id)).toContain(`/getWalletImage/${wallets[30]!.image_id}?projectId=test-project`)
    expect(catalogue.imageUrl('tokenImages', 'usdc')).toContain('/public/getTokenImage/usdc?')
  })

  it('preloads images of any kind into their part of the store', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, { preload: async () => true })
    await catalogue.preloadImages('networkImages', ['eth', 'eth', 'op'])
    expect(ctx.store.get(catalogue.atoms.images).networkImages).toEqual({
      eth: 'https://api.web3modal.org/public/getAssetImage/eth?projectId=test-project&st=portico&sv=0.1.0',
      op: 'https://api.web3modal.org/public/getAssetImage/op?projectId=test-project&st=portico&sv=0.1.0',
    })
    expect(catalogue.imageUrl('networkImages', 'eth')).toBe(ctx.store.get(catalogue.atoms.images).networkImages.eth)
  })
})

describe('catalogue findWallet', () => {
  it('asks for one id, falls back to an exact name search, keeps what it found and asks not twice', async () => {
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    const rainbow = wallets.find((w) => w.name === 'Rainbow')
    expect(await catalogue.findWallet(rainbow?.id ?? '', undefined)).toMatchObject({ id: rainbow?.id, name: 'Rainbow', rdns: 'me.rainbow' })
    expect(walletRequests().map(({ entries, include }) => [entries, include])).toEqual([['1', rainbow?.id]])
    // Another catalogue's id for MetaMask: not found by id, found by its name.
    const metamask = await catalogue.findWallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask')
    expect(metamask?.name).toBe('MetaMask')
    expect(walletRequests().at(-1)).toMatchObject({ search: 'MetaMask', entries: '100' })
    expect(ctx.store.get(catalogue.atoms.named).map((w) => w.name)).toEqual(['Rainbow', 'MetaMask'])
    requests.length = 0
    expect((await catalogue.findWallet(rainbow?.id ?? '', undefined))?.name).toBe('Rainbow')
    expect(requests).toEqual([])
    expect(await catalogue.findWallet('nobody', 'No Such Wallet')).toBeUndefined()
  })

  it('is undefined when the catalogue cannot be reached', async () => {
    server.use(http.get('https://api.web3modal.org/getWallets', () => HttpResponse.json({ error: 'down' }, { status: 503 })))
    const ctx = testShellContext()
    const catalogue = createCatalogue(ctx, noWait)
    expect(await catalogue.findWallet('anything', 'Anything')).toBeUndefined()
    expect(ctx.store.get(catalogue.atoms.named)).toEqual([])
  })
})
