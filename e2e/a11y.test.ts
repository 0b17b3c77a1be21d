import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { connectButton, connectSandboxWallet, modal, useSandboxPage } from './browser'
import { seriousViolations } from './axe'
import { startEmailLogin } from './embeddedLogin'

const sandboxUrl = inject('sandboxUrl')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

// The default, the accent AppKit's examples set, and accents white text fails on (green, pink, yellow).
const ACCENTS = [undefined, '#4f6bff', '#00d395', '#ff007a', '#ffd600'] as const
const MODES = ['dark', 'light'] as const


/** Sets the theme as a dapp does, through the controller. */
async function setTheme(p: Page, mode: 'dark' | 'light', accent: string | undefined) {
  await p.evaluate(
    ({ mode, accent }) => {
      const appKit = (window as unknown as { __porticoAppKit: { setThemeMode: (m: string) => void; setThemeVariables: (v: Record<string, string>) => void } }).__porticoAppKit
      appKit.setThemeMode(mode)
      if (accent) appKit.setThemeVariables({ '--w3m-accent': accent })
    },
    { mode, accent },
  )
}

const label = (accent: string | undefined, mode: string) => `${accent ?? 'default accent'}, ${mode}`

describe('accessibility over the whole page', () => {
  it('has no serious or critical axe violations, disconnected, with the modal closed and open, in both themes and four accents', async () => {
    await page.goto('/')
    await connectButton(page).waitFor()
    const found: string[] = []
    for (const accent of ACCENTS) {
      for (const mode of MODES) {
        await setTheme(page, mode, accent)
        found.push(...(await seriousViolations(page)).map((v) => `${label(accent, mode)}, closed: ${v}`))
        await connectButton(page).click()
        await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Connect')
        found.push(...(await seriousViolations(page)).map((v) => `${label(accent, mode)}, Connect: ${v}`))
        await modal(page).getByRole('button', { name: 'Close' }).click()
        await modal(page).waitFor({ state: 'detached' })
      }
    }
    expect(found).toEqual([])
  })

  it('has none connected, on the Account view and the page buttons, in both themes and four accents', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).waitFor()
    const found: string[] = []
    for (const accent of ACCENTS) {
      for (const mode of MODES) {
        await setTheme(page, mode, accent)
        found.push(...(await seriousViolations(page)).map((v) => `${label(accent, mode)}, Account: ${v}`))
      }
    }
    expect(found).toEqual([])
  })

  it('has none on email login that could not start (the auth service down), in both themes and four accents', async () => {
    await page.goto('/?secureSite=http://127.0.0.1:9/&secureSiteTimeoutMs=1500')
    await startEmailLogin(page, 'ada@example.com')
    await modal(page).getByText('Couldn’t send a code').waitFor({ timeout: 10_000 })
    const found: string[] = []
    for (const accent of ACCENTS) {
      for (const mode of MODES) {
        await setTheme(page, mode, accent)
        found.push(...(await seriousViolations(page)).map((v) => `${label(accent, mode)}, EmailLoginFailed: ${v}`))
      }
    }
    expect(found).toEqual([])
  })
})

describe('theme on the page buttons', () => {
  it('takes the accent, font, radius and mode the modal takes, with a label colour that passes on the accent', async () => {
    await page.goto('/')
    const button = connectButton(page)
    await button.waitFor()
    const look = () =>
      button.evaluate((el) => {
        const style = getComputedStyle(el)
        return { background: style.backgroundColor, color: style.color, font: style.fontFamily, radius: style.borderTopLeftRadius }
      })
    // The default accent passes with white (4.7:1).
    expect(await look()).toMatchObject({ background: 'rgb(71, 99, 255)', color: 'rgb(255, 255, 255)' })
    await page.evaluate(() => {
      const appKit = (window as unknown as { __porticoAppKit: { setThemeVariables: (v: Record<string, string>) => void } }).__porticoAppKit
      appKit.setThemeVariables({ '--w3m-accent': '#ffd600', '--w3m-font-family': 'Georgia, serif', '--w3m-border-radius-master': '2px' })
    })
    expect(await look()).toEqual({ background: 'rgb(255, 214, 0)', color: 'rgb(0, 0, 0)', font: 'Georgia, serif', radius: '8px' })
    // The network button is neutral: #1f2121 in the dark theme, #f3f3f3 in the light one (through
    // color-mix, for --w3m-color-mix, hence chromium's color() notation).
    const network = page.locator('appkit-network-button button')
    expect(await network.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('color(srgb 0.121569 0.129412 0.129412)')
    await setTheme(page, 'light', undefined)
    expect(await network.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('color(srgb 0.952941 0.952941 0.952941)')
    expect(await network.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(20, 20, 20)')
  })
})
