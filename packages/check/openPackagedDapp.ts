import { launchChromium } from '../../e2e/chromium'
import { serveStatic } from '../../toolchain/processes/serveStatic'

export interface PackagedDappRun {
  /** The modal's text once open (its Connect view). */
  modalText: string
  /** Paths fetched under the dapp's pluginBaseUrl, with their status: `200 /portico-plugins/0.1.0/index.json`. */
  pluginResponses: string[]
  /** Uncaught errors, and console errors that name a plugin ('Plugin "socials" is unavailable: ...'). */
  errors: string[]
}

const MODAL = 'appkit-modal [role="dialog"], portico-modal [role="dialog"]'

/**
 * Serves a built dapp (and the plugins it copied into its public folder) and opens it in chromium:
 * `<appkit-button>` opens the modal, whose Connect view shows the social logins from the plugins'
 * index; hovering Google loads the socials remote from `pluginBaseUrl`, sharing the dapp's React.
 * No wallet and no chain: the page works offline, the wallet catalogue failing as it may.
 */
export async function openPackagedDapp(dir: string): Promise<PackagedDappRun> {
  const server = await serveStatic(dir)
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    const pluginResponses: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && /plugin/i.test(message.text())) errors.push(message.text())
    })
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/portico-plugins/')) pluginResponses.push(`${response.status()} ${path}`)
    })
    await page.goto(server.url)
    await page.locator('appkit-button button').click()
    const modal = page.locator(MODAL)
    const google = modal.getByRole('button', { name: 'Google' })
    await google.waitFor()
    const remote = page.waitForResponse((response) => response.url().endsWith('/socials/remoteEntry.js'))
    await google.hover()
    await remote
    // The remote's chunks and its setup: a failure would log 'Plugin "socials" is unavailable'.
    await page.waitForLoadState('networkidle')
    return { modalText: await modal.innerText(), pluginResponses, errors }
  } finally {
    await browser.close()
    await server.close()
  }
}
