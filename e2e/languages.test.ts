import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { connectButton, connectSandboxWallet, modal, recordRequests, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

/** The locale chunks a page asked for (the shell's and the plugins'), by locale. */
const localeChunks = (urls: string[]) => [...new Set(urls.flatMap((url) => /\/locale-([a-z]{2})\.[0-9a-f]+\.js$/.exec(url)?.[1] ?? []))]

describe('languages', () => {
  it('in English, asks for no locale chunk', async () => {
    const requests = recordRequests(page)
    await page.goto('/')
    await connectButton(page).click()
    await modal(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(localeChunks(requests.map((r) => r.url()))).toEqual([])
  })

  it('?locale=ar: Arabic right to left, in the shell and the plugins, and only the Arabic chunks', async () => {
    const requests = recordRequests(page)
    await page.goto('/?locale=ar')
    await expect.poll(() => connectButton(page).textContent()).toBe('ربط المحفظة')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    expect(await dialog.getAttribute('dir')).toBe('rtl')
    expect(await dialog.getAttribute('lang')).toBe('ar')
    await dialog.getByRole('heading', { name: 'الحساب' }).waitFor()
    // The plugins' own catalogues: Receive and Send, and the history plugin's Activity tab.
    await dialog.getByRole('button', { name: 'استلام' }).waitFor()
    await dialog.getByRole('button', { name: 'إرسال' }).waitFor()
    await dialog.getByRole('tab', { name: 'النشاط' }).waitFor()
    await dialog.getByRole('button', { name: 'قطع الاتصال' }).waitFor()
    // The card lays out right to left: the close button sits at the left edge of the header.
    const [back, close] = await Promise.all([
      dialog.locator('.header > :first-child').evaluate((el) => el.getBoundingClientRect().left),
      dialog.getByRole('button', { name: 'إغلاق' }).evaluate((el) => el.getBoundingClientRect().left),
    ])
    expect(close).toBeLessThan(back)
    await page.waitForLoadState('networkidle')
    const urls = requests.map((r) => r.url())
    expect(localeChunks(urls)).toEqual(['ar'])
    // The shell's Arabic chunk and one per loaded plugin.
    expect(urls.filter((url) => /\/plugins\/[a-z]+\/locale-ar\./.test(url)).length).toBeGreaterThan(0)
    expect(urls.some((url) => /\/chunks\/locale-ar\./.test(url))).toBe(true)
  })

  it('setLocale switches an open modal, fetching that locale alone', async () => {
    const requests = recordRequests(page)
    await page.goto('/')
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.evaluate(() => (window as unknown as { __porticoAppKit: { setLocale: (l: string) => Promise<void> } }).__porticoAppKit.setLocale('ja'))
    await dialog.getByRole('heading', { name: 'ウォレットを接続' }).waitFor()
    expect(await dialog.getAttribute('dir')).toBe('ltr')
    await expect.poll(() => connectButton(page).textContent()).toBe('ウォレットを接続')
    expect(localeChunks(requests.map((r) => r.url()))).toEqual(['ja'])
  })
})
