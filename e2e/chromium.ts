import { chromium, type Browser } from 'playwright-core'
import { recordPageLog } from './pageLog'

/** The flags this machine needs (no downloads, no background traffic); the bench adds its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const

/** Where Debian's chromium is, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Pages that prefer reduced transparency: the modal's backdrop is then not blurred. Without a GPU
 * chromium blurs the whole page in software on every repaint under the modal, which doubled the
 * time of the repaint-heavy browser tests; e2e/screens.test.ts checks the blur in a browser
 * without this setting.
 */
export const REDUCED_TRANSPARENCY = '--blink-settings=prefersReducedTransparency=true'

/**
 * Debian's chromium with the flags this machine needs, preferring reduced transparency unless told
 * otherwise. Every context it makes (`newPage` makes one too) keeps its pages' log for a failed
 * test's report (pageLog.ts).
 */
export async function launchChromium({ reducedTransparency = true }: { reducedTransparency?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...(reducedTransparency ? [REDUCED_TRANSPARENCY] : [])] })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    recordPageLog(context)
    return context
  }
  return browser
}
