import type { Browser, Page } from 'playwright-core'
import { createMailCatcherClient, readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'
import { measureChooseName, type ChooseNameRun } from './accountNames'
import { scriptedClickToPaint, evaluateInPage, TARGET_PATHS, trackNetwork, waitForPath, type ScriptBytes } from './measure'
import type { AccountActionClick } from './accountActionClick'
import { measureSessions } from './smartSessions'

/** One cold run of the email login in the sandbox, against the sandbox secure site. */
export interface EmbeddedWalletRun {
  /** Click on the connect button -> the Connect view painted with its email field. */
  emailFieldMs: number
  /** Focus on the email field (intent) -> the secure frame's READY received by the page. */
  frameReadyMs: number
  /** The last digit of the code typed -> the Account view painted. */
  codeToAccountMs: number
  /** The page's JS requested from the focus on the field to the Account view (auth chunk, email plugin, the Account view's plugins). */
  loginJs: ScriptBytes
  /** The secure site's own JS (the frame app, another origin): the sandbox stand-in's, not the product's. */
  frameJs: ScriptBytes
  /** Of it: the auth (embedded wallet) chunk and the email plugin's files. */
  authChunk: ScriptBytes
  emailPlugin: ScriptBytes
  /** Through opening the Connect view and hovering it without touching the field: auth or email files requested. */
  beforeIntentRequests: number
  /** With email (and socials) off, through opening the Connect view: auth or email files requested. */
  offRequests: number
  /** Then, logged in: the smart-sessions plugin's "Sessions" clicked (and back to Account). */
  sessions: AccountActionClick
  /** Then the names plugin's "Choose a name" clicked. */
  chooseName: ChooseNameRun
}

const isAuthChunk = (url: string) => /\/chunks\/auth\.[0-9a-f]+\.js$/.test(new URL(url).pathname)
const isEmailPlugin = (url: string) => new URL(url).pathname.startsWith('/plugins/email/')
const EMAIL_FIELD = ['portico-modal', '[role="dialog"][data-view="Connect"] input[type="email"]'] as const

/** Runs in the page: focuses the email field and waits for the frame's READY. */
function focusToFrameReady(args: { field: readonly string[] }): Promise<number> {
  let root: ParentNode = document
  let field: Element | null = null
  for (const selector of args.field) {
    field = root.querySelector(selector)
    if (!field) return Promise.reject(new Error('no email field'))
    root = field.shadowRoot ?? field
  }
  const start = performance.now()
  return new Promise((resolve) => {
    window.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === '@w3m-frame/READY') resolve(performance.now() - start)
    })
    ;(field as HTMLElement).focus()
  })
}

/** Runs in the page: from now, the first painted frame with the Account view; resolves on `window.__accountPainted`. */
function watchAccountPainted(): Promise<void> {
  const target = window as unknown as { __accountStart: number; __accountPainted: Promise<number> }
  target.__accountStart = performance.now()
  target.__accountPainted = new Promise((resolve) => {
    const poll = () => {
      if (document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"][data-view="Account"] [data-testid="account-address"]')) {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
        return
      }
      requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  return Promise.resolve()
}

async function offRequests(browser: Browser, sandboxUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: sandboxUrl })
  try {
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/?features=email:false,socials:false')
    await page.locator('appkit-button button').click()
    await page.locator('portico-modal [role="dialog"][data-view="Connect"]').waitFor()
    await page.locator('portico-modal [role="dialog"]').hover()
    await page.waitForTimeout(1_000)
    return requested.filter((url) => isAuthChunk(url) || isEmailPlugin(url)).length
  } finally {
    await context.close()
  }
}

async function loginRun(browser: Browser, sandboxUrl: string, mailWebUrl: string, run: number): Promise<Omit<EmbeddedWalletRun, 'offRequests'>> {
  const context = await browser.newContext({ baseURL: sandboxUrl })
  const inbox = createMailCatcherClient(mailWebUrl)
  try {
    const page: Page = await context.newPage()
    const network = trackNetwork(page)
    await page.goto('/')
    await waitForPath(page, TARGET_PATHS.portico.button, true)
    await network.settle()
    network.setPhase('open')
    const { ms: emailFieldMs } = await scriptedClickToPaint(page, { button: TARGET_PATHS.portico.button, painted: EMAIL_FIELD })
    await page.locator('portico-modal #portico-modal-title').hover()
    await network.settle()
    const beforeIntentRequests = network.requested.filter((url) => isAuthChunk(url) || isEmailPlugin(url)).length
    network.setPhase('login')
    const frameReadyMs = await evaluateInPage(page, focusToFrameReady, { field: EMAIL_FIELD })
    const email = `bench-${Date.now()}-${run}@example.com`
    const dialog = page.locator('portico-modal [role="dialog"]')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    // A fresh browser is a new device for every address: the device link comes first, then the code.
    const first = await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code') || mail.subject.includes('new device'), 15_000)
    if (first.subject.includes('new device')) await fetch(readApprovalLink(first))
    const code = readOtp(await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code'), 15_000))
    const codeField = dialog.getByRole('textbox', { name: '6-digit code' })
    await codeField.fill(code.slice(0, 5))
    await evaluateInPage(page, watchAccountPainted, undefined)
    await codeField.press(code.slice(5))
    const codeToAccountMs = await page.evaluate(async () => {
      const target = window as unknown as { __accountStart: number; __accountPainted: Promise<number> }
      return (await target.__accountPainted) - target.__accountStart
    })
    await network.settle()
    const pageOrigin = new URL(sandboxUrl).origin
    const fromPage = (url: string) => new URL(url).origin === pageOrigin
    const login = {
      emailFieldMs,
      frameReadyMs,
      codeToAccountMs,
      beforeIntentRequests,
      loginJs: network.sum((t) => t.phase === 'login' && fromPage(t.url)),
      frameJs: network.sum((t) => t.phase === 'login' && !fromPage(t.url)),
      authChunk: network.sum((t) => t.phase === 'login' && isAuthChunk(t.url)),
      emailPlugin: network.sum((t) => t.phase === 'login' && isEmailPlugin(t.url)),
    }
    return { ...login, sessions: await measureSessions(page, network, pageOrigin), chooseName: await measureChooseName(page, network, pageOrigin) }
  } finally {
    await inbox.deleteAll().catch(() => undefined)
    await context.close()
  }
}

/** One cold Google sign-in in a popup (the sandbox's local OpenID provider). */
export interface SocialLoginRun {
  /** The provider's Sign in clicked in the popup -> the Account view painted in the page. */
  signInToAccountMs: number
  /** The socials plugin's files (entry, view) this session. */
  socialsPlugin: ScriptBytes
}

const isSocialsPlugin = (url: string) => new URL(url).pathname.startsWith('/plugins/socials/')

async function googleRun(browser: Browser, sandboxUrl: string, run: number): Promise<SocialLoginRun> {
  const context = await browser.newContext({ baseURL: sandboxUrl })
  try {
    const page = await context.newPage()
    const network = trackNetwork(page)
    await page.goto('/')
    await waitForPath(page, TARGET_PATHS.portico.button, true)
    await network.settle()
    network.setPhase('social')
    const dialog = page.locator('portico-modal [role="dialog"]')
    await page.locator('appkit-button button').click()
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Google' }).click()])
    await popup.getByLabel('Username').fill(`bench${Date.now()}x${run}`)
    await evaluateInPage(page, watchAccountPainted, undefined)
    await popup.getByRole('button', { name: 'Sign in' }).click()
    const signInToAccountMs = await page.evaluate(async () => {
      const target = window as unknown as { __accountStart: number; __accountPainted: Promise<number> }
      return (await target.__accountPainted) - target.__accountStart
    })
    await network.settle()
    return { signInToAccountMs, socialsPlugin: network.sum((t) => isSocialsPlugin(t.url)) }
  } finally {
    await context.close()
  }
}

/** Cold Google sign-ins in the sandbox, timed in the page. */
export async function measureSocialLogin(browser: Browser, sandboxUrl: string, runs: number): Promise<SocialLoginRun[]> {
  const results: SocialLoginRun[] = []
  for (let run = 0; run < runs; run++) results.push(await googleRun(browser, sandboxUrl, run))
  return results
}

/**
 * The embedded wallet in the sandbox (the secure site running): cold runs of the email login,
 * timed in the page, and what it loads; plus what it costs with email and socials off (nothing).
 */
export async function measureEmbeddedWallet(browser: Browser, sandboxUrl: string, mailWebUrl: string, runs: number): Promise<EmbeddedWalletRun[]> {
  const results: EmbeddedWalletRun[] = []
  for (let run = 0; run < runs; run++) {
    const login = await loginRun(browser, sandboxUrl, mailWebUrl, run)
    results.push({ ...login, offRequests: await offRequests(browser, sandboxUrl) })
  }
  return results
}
