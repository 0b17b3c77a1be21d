// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { announced } from '../../../catalogue/testing'
import { createCatalogueHandlers } from '../../../catalogue/mocks/handlers'
import { generateWalletFixtures } from '../../../catalogue/mocks/walletFixtures'
import { renderView, testShellCore } from '../../testing'
import { AllWalletsView } from './AllWalletsView'
import { GRID_ROW_HEIGHT } from './WalletGrid'

const wallets = generateWalletFixtures()
const server = setupServer(...createCatalogueHandlers({ wallets }))
const pages: string[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (url.pathname === '/getWallets') pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('entries')}/${url.searchParams.get('search') ?? ''}`)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  pages.length = 0
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const sandbox = announced('Portico Sandbox Wallet', 'dev.portico.sandbox')
const grid = (name = 'All wallets') => screen.getByRole('list', { name })
const tiles = (name?: string) => within(grid(name)).queryAllByRole('button')

describe('AllWalletsView', () => {
  it('loads the first page itself, installed wallets first, and keeps the DOM windowed', async () => {
    const core = await testShellCore()
    core.store.set(core.atoms.announcedWallets, [sandbox])
    renderView(core, <AllWalletsView />)
    expect(screen.getAllByTestId('wallet-skeleton').length).toBeGreaterThan(0)
    await waitFor(() => expect(tiles().length).toBeGreaterThan(1))
    expect(pages).toEqual(['1/40/'])
    expect(tiles()[0]?.textContent).toBe('Portico Sandbox WalletInstalled')
    expect(tiles().filter((tile) => tile.textContent?.startsWith('Portico Sandbox Wallet'))).toHaveLength(1)
    // 41 wallets loaded, but only the rows in view plus the overscan are in the DOM.
    expect(tiles().length).toBeLessThan(41)
    expect(within(grid()).getAllByRole('listitem')[1]?.getAttribute('aria-posinset')).toBe('2')
  })

  it('loads the next page when the list is scrolled near its end', async () => {
    const core = await testShellCore()
    renderView(core, <AllWalletsView />)
    await waitFor(() => expect(core.store.get(core.catalogue.atoms.page)).toBe(1))
    const scroller = screen.getByTestId('wallet-grid-scroll')
    scroller.scrollTop = GRID_ROW_HEIGHT * 8
    fireEvent.scroll(scroller)
    await waitFor(() => expect(core.store.get(core.catalogue.atoms.page)).toBe(2))
    expect(pages).toEqual(['1/40/', '2/40/'])
    expect(core.store.get(core.catalogue.atoms.wallets)).toHaveLength(80)
  })

  it('searches after typing pauses and shows the results, or says none was found', async () => {
    const core = await testShellCore()
    renderView(core, <AllWalletsView />)
    await waitFor(() => expect(core.store.get(core.catalogue.atoms.page)).toBe(1))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'rain' } })
    expect(screen.getAllByTestId('wallet-skeleton').length).toBeGreaterThan(0)
    await waitFor(() => expect(tiles('Search results').map((tile) => tile.textContent)).toEqual(['Rainbow']), { timeout: 3_000 })
    expect(pages).toEqual(['1/40/', '1/100/rain'])

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such wallet' } })
    await screen.findByText('No Wallet found', {}, { timeout: 3_000 })
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } })
    expect(tiles().length).toBeGreaterThan(1)
  })

  it('says a page failed, keeps what loaded, and Retry asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get('https://api.web3modal.org/getWallets', () => HttpResponse.text('<html>gateway timeout</html>'), { once: true }))
    const core = await testShellCore()
    renderView(core, <AllWalletsView />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Wallet list unavailable: Something went wrongRetry')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(tiles().length).toBeGreaterThan(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
