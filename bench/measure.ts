import { readFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import { gzipSize, WALLET_SCRIPT, type BenchApp } from './artefacts'
import { offlinePage, type BackendAnswer, type OfflineBackend } from './offline'
import { approveSandboxWallet } from './sandboxWallet'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium'

/**
 * How to drive one app: a path of selectors through shadow roots to the connect button, and to the
 * element whose rendering means the Connect view is on screen.
 */
export interface AppTarget {
  url: string
  button: readonly string[]
  painted: readonly string[]
}

export const TARGET_PATHS: Record<BenchApp, Omit<AppTarget, 'url'>> = {
  portico: { button: ['appkit-button', 'button'], painted: ['portico-modal', '[role="dialog"][data-view="Connect"]'] },
  // AppKit opens on whichever view its router picks (offline and with no wallet: WalletConnect's QR).
  appkit: {
    button: ['appkit-button', 'appkit-connect-button', 'wui-connect-button', 'button'],
    painted: ['w3m-modal', 'w3m-router', 'w3m-router-container > *'],
  },
  // RainbowKit portals its connect modal into <body> under its theme root ([data-rk]); on a
  // desktop viewport the modal's wallet list is a list of `rk-wallet-option-<id>` buttons.
  rainbowkit: {
    button: ['[data-testid="rk-connect-button"]'],
    painted: ['[data-rk] [role="dialog"]', '[data-testid^="rk-wallet-option-"]'],
  },
  baseline: { button: ['#open'], painted: ['dialog[open]'] },
}

export interface ScriptBytes {
  raw: number
  gzip: number
  requests: number
}

/** One fresh-context run of an app: load, cold open, heap, warm open. */
export interface AppRun {
  initial: ScriptBytes
  open: ScriptBytes
  /** Part of `open` under /plugins/: what opening the Connect view loads of the plugins (their index; no remote shows there yet). */
  openPlugins: ScriptBytes
  coldMs: number
  warmMs: number
  heapBytes: number
  /** Non-local requests (HTTP and WebSocket) before the click. */
  backendBeforeInteraction: string[]
  /** Non-local requests from the click until the modal settled. */
  backendOnOpen: string[]
  /** What the backend (the stubs, or a Portico Server) answered before the click: status and body bytes. */
  backendAnswersBeforeInteraction: BackendAnswer[]
  /** What it answered from the click until the modal settled. */
  backendAnswersOnOpen: BackendAnswer[]
  openedView: string
}

/** Portico's Receive run (fresh context, sandbox wallet, anvil as mainnet) and the same with Receive off. */
export interface ReceiveRun {
  /** JS of the click on Receive until its view showed. */
  receiveClick: ScriptBytes
  /** Every file of the receive remote the session requested (its entry when the Account view showed, its view on the click). */
  receiveRemote: ScriptBytes
  /** JS from the first interaction until the Account view, feature on. */
  toAccount: ScriptBytes
}
/** A click on an Account view action (Receive, Send, Buy) of Portico, connected, cold. */
export interface ActionRun {
  view: string
  /** Click -> the action's view painted, the first time (its view's code not loaded yet). */
  ms: number
  /** JS requested from the click until the page settled: the view's own code. */
  click: ScriptBytes
  /** Every file of the plugin's remote this session requested (entry when the Account view showed, view on the click). */
  remote: ScriptBytes
}

export interface WalletConnectRun {
  /** WalletConnect JS requested before the user picked WalletConnect: must be 0. */
  beforePick: number
  /** JS requested by picking WalletConnect in the Connect view. */
  onPick: ScriptBytes
}

export interface DisabledRun {
  /** Requests (of any type) under /plugins/ with `features: { receive: false }`, through connect to the Account view. */
  pluginRequests: number
  pluginBytes: ScriptBytes
  toAccount: ScriptBytes
}

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // Belt and braces: https is answered from the stubs (offline.ts), and no other host resolves.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

const gzipCache = new Map<string, number>()
const QUIET_MS = 1_000
const SETTLE_TIMEOUT_MS = 20_000

/**
 * Records the bytes of every JS response, tagged with the phase that was current when it was
 * requested, and knows when the page has settled.
 */
export function trackNetwork(page: Page) {
  const transfers: Array<{ url: string; phase: string; raw: number; gzip: number }> = []
  const pending = new Set<Promise<void>>()
  const phaseOf = new Map<Request, string>()
  const requested: string[] = []
  let phase = 'load'
  let inFlight = 0
  let lastActivity = performance.now()
  const done = () => {
    inFlight--
    lastActivity = performance.now()
  }
  page.on('request', (request) => {
    phaseOf.set(request, phase)
    requested.push(request.url())
    inFlight++
    lastActivity = performance.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('response', (response) => {
    const request = response.request()
    const isJs = request.resourceType() === 'script' || (response.headers()['content-type'] ?? '').includes('javascript')
    if (!isJs || response.status() !== 200) return
    const read = response
      .body()
      .then((body) => {
        const url = response.url()
        const gzip = gzipCache.get(url) ?? gzipSize(body)
        gzipCache.set(url, gzip)
        transfers.push({ url, phase: phaseOf.get(request) ?? phase, raw: body.length, gzip })
      })
      .catch(() => undefined)
      .finally(() => pending.delete(read))
    pending.add(read)
  })
  const sum = (keep: (t: (typeof transfers)[number]) => boolean): ScriptBytes =>
    transfers.filter(keep).reduce((acc, t) => ({ raw: acc.raw + t.raw, gzip: acc.gzip + t.gzip, requests: acc.requests + 1 }), { raw: 0, gzip: 0, requests: 0 })

  /**
   * Settled: no request in flight for QUIET_MS, then an idle main thread, and no request started
   * meanwhile. Playwright's 'networkidle' is not enough: it fires once per load, and a long script
   * evaluation (AppKit's 1.6 MB) can look like 500 ms of network silence.
   */
  const settle = async () => {
    const deadline = performance.now() + SETTLE_TIMEOUT_MS
    while (performance.now() < deadline) {
      if (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        continue
      }
      const seen = requested.length
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))
      if (requested.length === seen && inFlight <= 0) break
    }
    while (pending.size > 0) await Promise.all([...pending])
  }
  return {
    setPhase: (next: string) => void (phase = next),
    settle,
    sum,
    inPhase: (name: string) => sum((t) => t.phase === name),
    /** Every URL requested, of any type. */
    requested,
  }
}

/**
 * Runs in the page: clicks the button found through shadow roots (`trigger: 'script'`, an
 * `element.click()` with no pointer events), or waits for a person's click on it (`'pointer'`,
 * the pointer driven from outside), then polls once per animation frame until the target is in
 * the DOM and rendered; a message posted from that frame's requestAnimationFrame arrives after the
 * frame is painted, and that is the time reported, from the click. With `'pointer'` it returns at
 * once with the button's centre, and the result waits in `window.__benchClickToPaint`.
 */
export function clickToPaintInPage(args: { button: readonly string[]; painted: readonly string[]; trigger?: 'script' | 'pointer' }): Promise<{ ms: number; view: string } | { x: number; y: number }> {
  const find = (path: readonly string[]): Element | null => {
    let root: ParentNode = document
    let element: Element | null = null
    for (const selector of path) {
      element = root.querySelector(selector)
      if (!element) return null
      root = element.shadowRoot ?? element
    }
    return element
  }
  const button = find(args.button)
  if (!(button instanceof HTMLElement)) return Promise.reject(new Error(`no button at ${args.button.join(' >> ')}`))
  const paintedSince = (start: number) =>
    new Promise<{ ms: number; view: string }>((resolve) => {
      const poll = () => {
        const target = find(args.painted)
        // A custom element with a shadow root counts once it rendered into it.
        if (target && (!target.shadowRoot || target.shadowRoot.childElementCount > 0)) {
          const channel = new MessageChannel()
          const view = target.getAttribute('data-view') ?? target.getAttribute('data-testid') ?? target.localName
          channel.port1.onmessage = () => resolve({ ms: performance.now() - start, view })
          channel.port2.postMessage(null)
          return
        }
        requestAnimationFrame(poll)
      }
      requestAnimationFrame(poll)
    })
  if (args.trigger === 'pointer') {
    const result = new Promise<{ ms: number; view: string }>((resolve) => {
      // Capture on the window: the first listener to hear the click, before the app's own.
      window.addEventListener('click', () => resolve(paintedSince(performance.now())), { capture: true, once: true })
    })
    ;(window as unknown as { __benchClickToPaint: typeof result }).__benchClickToPaint = result
    const rect = button.getBoundingClientRect()
    return Promise.resolve({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 })
  }
  const start = performance.now()
  button.click()
  return paintedSince(start)
}

const isTiming = (result: { ms: number; view: string } | { x: number; y: number }): result is { ms: number; view: string } => 'ms' in result

/** A scripted click's time to paint (`element.click()`: no pointer, no intent before it). */
export async function scriptedClickToPaint(page: Page, target: { button: readonly string[]; painted: readonly string[] }): Promise<{ ms: number; view: string }> {
  const result = await evaluateInPage(page, clickToPaintInPage, { button: target.button, painted: target.painted, trigger: 'script' })
  if (!isTiming(result)) throw new Error('a scripted click returned no timing')
  return result
}

/** How long a person holds a mouse button or a finger down in a click or a tap: about 100 ms. */
const PRESS_MS = 80

/**
 * A person's click: the pointer comes onto the button (no pause over it), presses for PRESS_MS
 * and lets go, through the browser's input pipeline as a mouse would; timed from the click event
 * to the view painted. What an app does with the pointer's arrival (Portico's intent: it starts
 * loading the modal) counts, as it does for the person.
 */
export async function pointerClickToPaint(page: Page, target: Omit<AppTarget, 'url'>): Promise<{ ms: number; view: string }> {
  const centre = await evaluateInPage(page, clickToPaintInPage, { button: target.button, painted: target.painted, trigger: 'pointer' })
  if (isTiming(centre)) throw new Error('a pointer click returned before the click')
  await page.mouse.move(centre.x, centre.y)
  await page.mouse.down()
  await page.waitForTimeout(PRESS_MS)
  await page.mouse.up()
  return page.evaluate(() => (window as unknown as { __benchClickToPaint: Promise<{ ms: number; view: string }> }).__benchClickToPaint)
}

export async function waitForPath(page: Page, path: readonly string[], present: boolean) {
  await page.waitForFunction(({ path, present }) => {
    let root: ParentNode = document
    for (const selector of path) {
      const element = root.querySelector(selector)
      if (!element) return !present
      root = element.shadowRoot ?? element
    }
    return present
  }, { path, present }, { timeout: 15_000 })
}

/**
 * `page.evaluate` for a function with inner named functions: tsx (esbuild's keepNames) wraps those
 * in `__name(...)`, a helper the page does not have, so the page gets an identity one.
 */
export function evaluateInPage<A, R>(page: Page, fn: (args: A) => Promise<R>, args: A): Promise<R> {
  return page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(args)}) })()`) as Promise<R>
}

/**
 * Loads `url` offline in `context`, waits for its connect `button` and for the network to settle:
 * the page a measurement starts from, every backend request it made recorded.
 */
async function loadedApp(context: BrowserContext, url: string, button: readonly string[], offline: OfflineBackend = {}) {
  const { page, backend, answers } = await offlinePage(context, offline)
  const network = trackNetwork(page)
  await page.goto(url)
  await waitForPath(page, button, true)
  await network.settle()
  return { page, backend, answers, network }
}

/**
 * Load, click the connect button, measure bytes, paint time and heap, close, open again (warm).
 * The backend is the stubs unless `offline` sends the hosted hosts to a Portico Server.
 */
export async function measureApp(browser: Browser, target: AppTarget, offline: OfflineBackend = {}): Promise<AppRun> {
  const context = await browser.newContext()
  try {
    const { page, backend, answers, network } = await loadedApp(context, target.url, target.button, offline)
    const backendBeforeInteraction = backend.map((r) => r.url)
    const answeredBefore = answers.length

    network.setPhase('open')
    const cold = await scriptedClickToPaint(page, target)
    await network.settle()
    const heapBytes = await heapUsed(page)
    const backendOnOpen = backend.slice(backendBeforeInteraction.length).map((r) => r.url)
    const backendAnswersOnOpen = answers.slice(answeredBefore)

    network.setPhase('warm')
    await page.evaluate(() => (window as unknown as { benchModal: { close: () => unknown } }).benchModal.close())
    await waitForPath(page, target.painted, false)
    const warm = await scriptedClickToPaint(page, target)
    return {
      initial: network.inPhase('load'),
      open: network.inPhase('open'),
      openPlugins: network.sum((t) => t.phase === 'open' && new URL(t.url).pathname.startsWith('/plugins/')),
      coldMs: cold.ms,
      warmMs: warm.ms,
      heapBytes,
      backendBeforeInteraction,
      backendOnOpen,
      backendAnswersBeforeInteraction: answers.slice(0, answeredBefore),
      backendAnswersOnOpen,
      openedView: cold.view,
    }
  } finally {
    await context.close()
  }
}

/** A person's click on the connect button of a freshly loaded app (see pointerClickToPaint), in a fresh context. */
export async function measurePointerClick(browser: Browser, target: AppTarget): Promise<number> {
  const context = await browser.newContext()
  try {
    const { page } = await loadedApp(context, target.url, target.button)
    return (await pointerClickToPaint(page, target)).ms
  } finally {
    await context.close()
  }
}

/** JS heap in use after a forced garbage collection (CDP). */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')
  if (!used) throw new Error('CDP reported no JSHeapUsedSize')
  return used.value
}

export interface LocalChain {
  rpcUrl: string
  chainId: number
}

/** Opens Portico, connects the sandbox wallet (anvil answers as mainnet), waits for the Account view. */
async function connectPortico(browser: Browser, url: string, chain: LocalChain) {
  const context = await browser.newContext()
  try {
    // The wallet is an extension stand-in: injected before the page runs, never part of the app's bytes.
    await context.addInitScript({ content: `window.__porticoSandboxWallet = ${JSON.stringify({ ...chain, chainName: 'Ethereum' })};` })
    await context.addInitScript({ content: readFileSync(WALLET_SCRIPT, 'utf8') })
    const { page, network } = await loadedApp(context, url, TARGET_PATHS.portico.button, { forwardRpcTo: chain.rpcUrl })
    network.setPhase('connect')
    // A user's click: hover (intent) first, as a pointer does.
    const modal = await approveSandboxWallet(page)
    await modal.getByTestId('account-address').waitFor()
    await network.settle()
    return { context, page, network, modal }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** Connects, then opens the Account view's Receive: bytes of the click and of the whole remote. */
export async function measureReceive(browser: Browser, appUrl: string, chain: LocalChain): Promise<ReceiveRun> {
  const { context, page, network, modal } = await connectPortico(browser, appUrl, chain)
  try {
    const toAccount = network.inPhase('connect')
    network.setPhase('receive')
    await modal.getByRole('button', { name: 'Receive' }).click()
    await page.waitForFunction(() => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[data-view="WalletReceive"] [data-testid="receive-qr"] svg'))
    await network.settle()
    return { receiveClick: network.inPhase('receive'), receiveRemote: network.sum((t) => new URL(t.url).pathname.startsWith('/plugins/receive/')), toAccount }
  } finally {
    await context.close()
  }
}

/** Connects with `?off=receive` (features: { receive: false }): what the disabled feature costs. */
export async function measureDisabled(browser: Browser, appUrl: string, chain: LocalChain): Promise<DisabledRun> {
  const { context, network } = await connectPortico(browser, `${appUrl}?off=receive`, chain)
  try {
    // The disabled feature's own remote; the other enabled plugins load as usual.
    const isPlugin = (url: string) => new URL(url).pathname.startsWith('/plugins/receive/')
    return {
      pluginRequests: network.requested.filter(isPlugin).length,
      pluginBytes: network.sum((t) => isPlugin(t.url)),
      toAccount: network.inPhase('connect'),
    }
  } finally {
    await context.close()
  }
}

/**
 * Connects, then clicks the Account view's action that opens `view` (its plugin in `folder`):
 * time to the view painted and its bytes.
 * @example await measureAction(browser, url, chain, { view: 'WalletSend', folder: 'send' })
 */
export async function measureAction(browser: Browser, appUrl: string, chain: LocalChain, action: { view: string; folder: string }): Promise<ActionRun> {
  const { context, page, network } = await connectPortico(browser, appUrl, chain)
  try {
    network.setPhase('action')
    const opened = await scriptedClickToPaint(page, {
      button: ['portico-modal', `button[data-opens="${action.view}"]`],
      painted: ['portico-modal', `[role="dialog"][data-view="${action.view}"] .view:not(.skeleton)`],
    })
    await network.settle()
    return { view: action.view, ms: opened.ms, click: network.inPhase('action'), remote: network.sum((t) => new URL(t.url).pathname.startsWith(`/plugins/${action.folder}/`)) }
  } finally {
    await context.close()
  }
}

/** Opens the modal, then picks WalletConnect: its chunks must load only then. */
export async function measureWalletConnect(browser: Browser, appUrl: string): Promise<WalletConnectRun> {
  const context = await browser.newContext()
  try {
    const { page, network } = await loadedApp(context, appUrl, TARGET_PATHS.portico.button)
    await page.locator('appkit-button button').click()
    const modal = page.locator('portico-modal [role="dialog"]')
    await modal.getByRole('button', { name: /WalletConnect/ }).first().waitFor()
    await network.settle()
    const isWalletConnect = (url: string) => /walletconnect|universal-provider/i.test(url)
    const beforePick = network.requested.filter(isWalletConnect).length
    network.setPhase('walletConnect')
    await modal.getByRole('button', { name: /WalletConnect/ }).first().click()
    await network.settle()
    return { beforePick, onPick: network.inPhase('walletConnect') }
  } finally {
    await context.close()
  }
}
