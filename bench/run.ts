// `npm run bench`: Portico side by side with Reown AppKit and RainbowKit. Builds four
// apps (the three and React alone) with the same rspack config, serves them on 127.0.0.1, drives
// them offline in Debian chromium, prints the table, writes bench/results.json and renders docs/performance.md from it. Options: --runs N (default 5).
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { startAnvil, type AnvilInstance } from '../toolchain/processes/anvil'
import type { StaticServer } from '../toolchain/processes/serveStatic'
import { serveApart } from './serveApart'
import { appDir, BENCH_APPS, porticoArtefacts, readManifest, sizeFiles, type BenchApp } from './artefacts'
import { ensureBenchDependencies } from './benchDependencies'
import { buildBench } from './build'
import {
  launchBrowser,
  measureApp,
  measurePointerClick,
  measureDisabled,
  measureReceive,
  measureAction,
  measureWalletConnect,
  TARGET_PATHS,
  type AppRun,
  type DisabledRun,
  type ReceiveRun,
  type ScriptBytes,
  type ActionRun,
  type WalletConnectRun,
} from './measure'
import { PEER_APPS, peerVersions, type PeerApp } from './peers'
import { countByEndpoint } from './countByEndpoint'
import { formatPluginFigures, pluginFigures } from './pluginFigures'
import { PERFORMANCE_DOC_PATH, RESULTS_PATH, writePerformanceDoc } from './writePerformanceDoc'
import { measureSizes } from './size/measureSizes'
import { measureSandbox } from './sandboxPhase'
import { measureAppKitOnServer, startBenchPorticoServer, type BenchPorticoServer } from './appkitOnServer'
import { formatArtefacts, formatComparison, ratios, spread, type AppMetrics } from './report'

function parseRuns(argv: string[]): number {
  const index = argv.indexOf('--runs')
  const runs = index === -1 ? 5 : Number(argv[index + 1])
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer')
  return runs
}

const metricsOf = (runs: AppRun[], pointerColdMs: number[]): AppMetrics => ({
  initialRaw: spread(runs.map((r) => r.initial.raw)),
  initialGzip: spread(runs.map((r) => r.initial.gzip)),
  openRaw: spread(runs.map((r) => r.open.raw)),
  openGzip: spread(runs.map((r) => r.open.gzip)),
  throughOpenGzip: spread(runs.map((r) => r.initial.gzip + r.open.gzip)),
  coldMs: spread(runs.map((r) => r.coldMs)),
  pointerColdMs: spread(pointerColdMs),
  warmMs: spread(runs.map((r) => r.warmMs)),
  heap: spread(runs.map((r) => r.heapBytes)),
  backendRequests: spread(runs.map((r) => r.backendBeforeInteraction.length)),
})

const bytesSpread = (values: ScriptBytes[]) => ({ raw: spread(values.map((v) => v.raw)), gzip: spread(values.map((v) => v.gzip)) })
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} kB`

async function main() {
  const runs = parseRuns(process.argv.slice(2))
  const started = Date.now()
  ensureBenchDependencies()
  const peers = peerVersions()
  console.log('building the bench apps (rspack production, shared base config) ...')
  await buildBench([...BENCH_APPS, 'wallet'])
  const artefacts = porticoArtefacts()
  // Portico's own boot: the app's initial JS less React alone's (built alike), as `npm run size` measures it.
  const boot = { ownGzip: measureSizes().boot, reactGzip: sizeFiles(appDir('baseline'), readManifest('baseline').initial, 'react').gzip }

  const servers: Partial<Record<BenchApp, StaticServer>> = {}
  let anvil: AnvilInstance | undefined
  let porticoServer: BenchPorticoServer | undefined
  const browser = await launchBrowser()
  try {
    for (const app of BENCH_APPS) servers[app] = await serveApart(appDir(app))
    // Anvil answers as mainnet (chain id 1): the Portico app's one network, as in the peers' apps.
    anvil = await startAnvil({ port: 0, chainId: 1 })
    const chain = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }
    const urlOf = (app: BenchApp) => servers[app]?.url ?? ''

    // One unrecorded round first: the first page of a fresh browser pays for its start-up.
    for (const app of BENCH_APPS) await measureApp(browser, { url: urlOf(app), ...TARGET_PATHS[app] })

    const appRuns: Record<BenchApp, AppRun[]> = { portico: [], appkit: [], rainbowkit: [], baseline: [] }
    const pointerRuns: Record<BenchApp, number[]> = { portico: [], appkit: [], rainbowkit: [], baseline: [] }
    const receiveRuns: ReceiveRun[] = []
    const disabledRuns: DisabledRun[] = []
    // The Account view's actions, each clicked cold in a fresh context.
    const ACTIONS = [
      { view: 'WalletReceive', folder: 'receive', label: 'Receive' },
      { view: 'WalletSend', folder: 'send', label: 'Send' },
      { view: 'OnRampProviders', folder: 'onramp', label: 'Buy' },
      { view: 'Swap', folder: 'swaps', label: 'Swap' },
    ] as const
    const actionRuns: ActionRun[] = []
    const singlePluginRuns: AppRun[] = []
    const walletConnectRuns: WalletConnectRun[] = []
    for (let run = 1; run <= runs; run++) {
      for (const app of BENCH_APPS) {
        appRuns[app].push(await measureApp(browser, { url: urlOf(app), ...TARGET_PATHS[app] }))
        pointerRuns[app].push(await measurePointerClick(browser, { url: urlOf(app), ...TARGET_PATHS[app] }))
      }
      receiveRuns.push(await measureReceive(browser, urlOf('portico'), chain))
      disabledRuns.push(await measureDisabled(browser, urlOf('portico'), chain))
      for (const action of ACTIONS) actionRuns.push(await measureAction(browser, urlOf('portico'), chain, action))
      singlePluginRuns.push(await measureApp(browser, { url: `${urlOf('portico')}?only=receive`, ...TARGET_PATHS.portico }))
      walletConnectRuns.push(await measureWalletConnect(browser, urlOf('portico')))
      console.log(`run ${run}/${runs} done (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }

    console.log('measuring the same AppKit build on the stubs and on Portico Server ...')
    porticoServer = await startBenchPorticoServer(anvil, new URL(urlOf('appkit')).origin)
    const appkitOnServer = { date: new Date().toISOString(), chromium: browser.version(), ...(await measureAppKitOnServer(browser, { appUrl: urlOf('appkit'), serverUrl: porticoServer.url, runs })) }

    console.log('measuring AllWallets (600+ wallets) and the email login (sandbox secure site) in the sandbox ...')
    const { allWallets, embeddedWallet: embeddedRuns, socialLogin: socialRuns, swapQuote: swapQuoteRuns, floods } = await measureSandbox(browser, Math.min(runs, 3))
    const swapQuote = { swapViewMs: spread(swapQuoteRuns.map((r) => r.swapViewMs)), quoteShownMs: spread(swapQuoteRuns.map((r) => r.quoteShownMs)) }
    const embeddedWallet = {
      emailFieldMs: spread(embeddedRuns.map((r) => r.emailFieldMs)),
      frameReadyMs: spread(embeddedRuns.map((r) => r.frameReadyMs)),
      codeToAccountMs: spread(embeddedRuns.map((r) => r.codeToAccountMs)),
      loginJs: bytesSpread(embeddedRuns.map((r) => r.loginJs)),
      frameJs: bytesSpread(embeddedRuns.map((r) => r.frameJs)),
      authChunk: bytesSpread(embeddedRuns.map((r) => r.authChunk)),
      emailPlugin: bytesSpread(embeddedRuns.map((r) => r.emailPlugin)),
      beforeIntentRequests: spread(embeddedRuns.map((r) => r.beforeIntentRequests)),
      offRequests: spread(embeddedRuns.map((r) => r.offRequests)),
    }
    const sessions = {
      ms: spread(embeddedRuns.map((r) => r.sessions.ms)),
      click: bytesSpread(embeddedRuns.map((r) => r.sessions.clickJs)),
      sessionsPlugin: bytesSpread(embeddedRuns.map((r) => r.sessions.pluginFiles)),
    }
    const chooseName = {
      ms: spread(embeddedRuns.map((r) => r.chooseName.chooseNameMs)),
      click: bytesSpread(embeddedRuns.map((r) => r.chooseName.chooseNameJs)),
      namesPlugin: bytesSpread(embeddedRuns.map((r) => r.chooseName.namesPlugin)),
    }
    const socialLogin = {
      signInToAccountMs: spread(socialRuns.map((r) => r.signInToAccountMs)),
      socialsPlugin: bytesSpread(socialRuns.map((r) => r.socialsPlugin)),
    }
    const actions = ACTIONS.map(({ view, label, folder }) => {
      const runsOf = actionRuns.filter((r) => r.view === view)
      return { view, label, folder, ms: spread(runsOf.map((r) => r.ms)), click: bytesSpread(runsOf.map((r) => r.click)), remote: bytesSpread(runsOf.map((r) => r.remote)) }
    })
    const throughOpen = (appRunsOf: AppRun[]) => spread(appRunsOf.map((r) => r.initial.gzip + r.open.gzip))
    const connectOpen = { allPlugins: throughOpen(appRuns.portico), onePlugin: throughOpen(singlePluginRuns) }
    const walletConnect = {
      beforePick: spread(walletConnectRuns.map((r) => r.beforePick)),
      onPick: bytesSpread(walletConnectRuns.map((r) => r.onPick)),
    }
    const allWalletsFigures = {
      firstPageMs: spread(allWallets.map((r) => r.firstPageMs)),
      searchResultsMs: spread(allWallets.map((r) => r.searchResultsMs)),
      walletsLoaded: spread(allWallets.map((r) => r.walletsLoaded)),
      tilesInDom: spread(allWallets.map((r) => r.tilesInDom)),
      longestScrollFrameMs: spread(allWallets.map((r) => r.longestScrollFrameMs)),
    }
    const apps: Record<BenchApp, AppMetrics> = {
      portico: metricsOf(appRuns.portico, pointerRuns.portico),
      appkit: metricsOf(appRuns.appkit, pointerRuns.appkit),
      rainbowkit: metricsOf(appRuns.rainbowkit, pointerRuns.rainbowkit),
      baseline: metricsOf(appRuns.baseline, pointerRuns.baseline),
    }
    const receive = { click: bytesSpread(receiveRuns.map((r) => r.receiveClick)), remote: bytesSpread(receiveRuns.map((r) => r.receiveRemote)), toAccount: bytesSpread(receiveRuns.map((r) => r.toAccount)) }
    const disabled = {
      pluginRequests: spread(disabledRuns.map((r) => r.pluginRequests)),
      pluginBytes: bytesSpread(disabledRuns.map((r) => r.pluginBytes)),
      toAccount: bytesSpread(disabledRuns.map((r) => r.toAccount)),
    }
    const walletConnectChunks = artefacts.lazy.filter((a) => /walletconnect|universal-provider/i.test(a.label))
    const openPlugins = spread(appRuns.portico.map((r) => r.openPlugins.gzip)).median
    const plugins = pluginFigures([...actions, { folder: 'names', click: chooseName.click }, { folder: 'smart-sessions', click: sessions.click }])
    const federationRuntime = artefacts.lazy.filter((a) => a.label.includes('./federationLoader')).reduce((sum, a) => sum + a.gzip, 0)
    const titleOf = (app: 'portico' | PeerApp) => (app === 'portico' ? 'Portico' : peers[app].title)
    const requestNotes = (['portico', ...PEER_APPS] as const).flatMap((app) => [
      `${titleOf(app)} before interaction requested: ${countByEndpoint(appRuns[app][0]?.backendBeforeInteraction ?? []).join(', ') || 'nothing'}.`,
      `${titleOf(app)} on opening requested: ${countByEndpoint(appRuns[app][0]?.backendOnOpen ?? []).join(', ') || 'nothing'}.`,
    ])
    const rainbowKitCss = sizeFiles(appDir('rainbowkit'), readManifest('rainbowkit').initialCss, 'stylesheet')
    const pluginIndex = sizeFiles(join(appDir('portico'), 'plugins'), ['index.json'], 'plugins/index.json')
    const notes = [
      `Portico's Connect view open (not connected) loads ${kb(openPlugins)} gzip under /plugins/ (the plugin index is JSON, not JS); plugin remotes and the federation runtime (${kb(federationRuntime)} gzip, once for all remotes) load when the Account view shows. AppKit and RainbowKit load their modals before interaction.`,
      `Opened on: ${(['portico', ...PEER_APPS] as const).map((app) => `${titleOf(app)} ${appRuns[app][0]?.openedView ?? '?'}`).join('; ')} (RainbowKit: the first wallet option of its connect modal's list).`,
      `RainbowKit also links a stylesheet before interaction, ${kb(rainbowKitCss.gzip)} gzip (${kb(rainbowKitCss.raw)} raw), not in the JS rows; AppKit and Portico style from their JS.`,
      ...requestNotes,
      'Receive: Portico only; AppKit has no comparable offline flow (its Account view needs a WalletConnect or adapter connection), RainbowKit has no Receive view.',
      `WalletConnect chunk: ${walletConnectChunks.length === 0 ? 'none yet (the shell has no WalletConnect connector)' : walletConnectChunks.map((a) => `${a.label} ${kb(a.gzip)} gzip`).join(', ')}.`,
      "Cold opens are timed two ways from the click event: a scripted click (element.click(), no pointer events: Portico starts loading the modal at the click) and a person's click (the pointer comes onto the button with no pause, presses 80 ms, lets go: Portico starts loading on the pointer's arrival, its intent). Account actions, the email field and the warm open use the scripted click.",
    ]

    console.log('')
    console.log(formatComparison(apps, runs, peers))
    console.log(`Portico's own boot (initial JS less React alone's): ${kb(boot.ownGzip)} gzip; React alone ${kb(boot.reactGzip)}`)
    console.log('')
    console.log(formatArtefacts(artefacts))
    console.log('')
    console.log(`Receive (Portico, sandbox wallet connected): remote files requested ${kb(receive.remote.gzip.median)} gzip (${kb(receive.remote.raw.median)} raw); the click on Receive ${kb(receive.click.gzip.median)} gzip.`)
    console.log(`Disabled feature (receive: false, connect to the Account view): ${disabled.pluginRequests.max} requests under /plugins/receive/, ${kb(disabled.pluginBytes.gzip.max)}; JS from click to Account view ${kb(disabled.toAccount.gzip.median)} gzip vs ${kb(receive.toAccount.gzip.median)} with Receive on.`)
    console.log(`JS through the Connect view open, not connected: every plugin feature on ${kb(connectOpen.allPlugins.median)} gzip, one (receive) ${kb(connectOpen.onePlugin.median)} gzip: ${kb(connectOpen.allPlugins.median - connectOpen.onePlugin.median)} apart.`)
    for (const action of actions) {
      console.log(`${action.label} (connected, cold): click -> ${action.view} painted ${action.ms.median.toFixed(1)} ms (${action.ms.min.toFixed(1)}-${action.ms.max.toFixed(1)}); the click ${kb(action.click.gzip.median)} gzip; the plugin's files this session ${kb(action.remote.gzip.median)} gzip.`)
    }
    console.log('')
    console.log(formatPluginFigures(plugins))
    console.log(`WalletConnect: ${walletConnect.beforePick.max} WalletConnect files requested before the user picks it; picking it loads ${kb(walletConnect.onPick.gzip.median)} gzip (${kb(walletConnect.onPick.raw.median)} raw).`)
    console.log(
      `Swap (sandbox, convert API from the Uniswap V2 pools on anvil, ${swapQuoteRuns.length} cold runs): click -> Swap painted with the balance ${swapQuote.swapViewMs.median.toFixed(0)} ms; amount typed -> quote shown ${swapQuote.quoteShownMs.median.toFixed(0)} ms (${swapQuote.quoteShownMs.min.toFixed(0)}-${swapQuote.quoteShownMs.max.toFixed(0)}, includes the 500 ms debounce).`,
    )
    console.log(`AllWallets (sandbox, ${allWalletsFigures.walletsLoaded.median} wallets): first page ${allWalletsFigures.firstPageMs.median.toFixed(0)} ms, search results ${allWalletsFigures.searchResultsMs.median.toFixed(0)} ms (includes the 500 ms debounce and 300 ms minimum wait), ${allWalletsFigures.tilesInDom.median} tiles in the DOM, longest scroll frame ${allWalletsFigures.longestScrollFrameMs.median.toFixed(0)} ms.`)
    for (const [what, flood] of [['AllWallets with a catalogue of 10 000 wallets (pages scrolled in for 20 s)', floods.wallets], ['Activity with 10 000 transactions (the list holds the latest 1 000)', floods.history]] as const) {
      console.log(`${what}: first page ${flood.firstPageMs.toFixed(0)} ms, longest frame while scrolling ${flood.longestScrollFrameMs.toFixed(0)} ms, ${flood.itemsLoaded} items loaded, ${flood.domNodes} elements in the modal.`)
    }
    console.log(
      `Email login (sandbox secure site, ${embeddedRuns.length} cold runs): click -> Connect with the email field painted ${embeddedWallet.emailFieldMs.median.toFixed(1)} ms; focus on the field -> frame READY ${embeddedWallet.frameReadyMs.median.toFixed(0)} ms; last code digit -> Account painted ${embeddedWallet.codeToAccountMs.median.toFixed(0)} ms. ` +
        `The page's JS from the focus to the Account view ${kb(embeddedWallet.loginJs.gzip.median)} gzip (auth chunk ${kb(embeddedWallet.authChunk.gzip.median)}, email plugin ${kb(embeddedWallet.emailPlugin.gzip.median)}, the rest the Account view's plugins); the sandbox secure site's frame app ${kb(embeddedWallet.frameJs.gzip.median)} gzip from its own origin. ` +
        `Auth or email files requested before the field is touched: ${embeddedWallet.beforeIntentRequests.max}; with email and socials off: ${embeddedWallet.offRequests.max}.`,
    )
    console.log(
      `Smart sessions (logged in by email, cold): click "Sessions" -> the account's list painted ${sessions.ms.median.toFixed(1)} ms (${sessions.ms.min.toFixed(1)}-${sessions.ms.max.toFixed(1)}); the click ${kb(sessions.click.gzip.median)} gzip; the smart-sessions plugin's files this session ${kb(sessions.sessionsPlugin.gzip.median)} gzip.`,
    )
    console.log(
      `Google sign-in (sandbox OpenID provider, popup, ${socialRuns.length} cold runs): Sign in clicked in the popup -> Account painted ${socialLogin.signInToAccountMs.median.toFixed(0)} ms (${socialLogin.signInToAccountMs.min.toFixed(0)}-${socialLogin.signInToAccountMs.max.toFixed(0)}); the socials plugin ${kb(socialLogin.socialsPlugin.gzip.median)} gzip.`,
    )
    console.log(
      `Account names (logged in by email, cold): click "Choose a name" -> RegisterAccountName painted ${chooseName.ms.median.toFixed(1)} ms (${chooseName.ms.min.toFixed(1)}-${chooseName.ms.max.toFixed(1)}); the click ${kb(chooseName.click.gzip.median)} gzip; the names plugin's files this session ${kb(chooseName.namesPlugin.gzip.median)} gzip.`,
    )
    for (const note of notes) console.log(`- ${note}`)

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, chromium: browser.version() },
      peers,
      runs,
      method: {
        bytes: 'JS response bodies (served uncompressed from 127.0.0.1); gzip = each body gzipped at zlib level 6',
        time: 'scripted click at performance.now(), then the first frame painted with the view rendered (rAF poll + posted message)',
        heap: 'CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage, modal open',
        backend: 'every request to a non-local host (HTTP or WebSocket), answered by the same stubs for every product',
      },
      apps,
      ratiosPorticoOver: { appkit: ratios(apps, 'appkit'), rainbowkit: ratios(apps, 'rainbowkit') },
      rainbowkit: { stylesheet: rainbowKitCss },
      portico: { boot, artefacts, receive, actions, connectOpen, pluginIndex, plugins, walletConnect, allWallets: allWalletsFigures, floods, swapQuote, embeddedWallet, socialLogin, sessions, chooseName, disabledFeature: disabled, walletConnectChunks },
      appkitOnServer,
      rawRuns: { apps: appRuns, singlePlugin: singlePluginRuns, receive: receiveRuns, disabled: disabledRuns, actions: actionRuns, walletConnect: walletConnectRuns, allWallets, swapQuote: swapQuoteRuns, embeddedWallet: embeddedRuns, socialLogin: socialRuns },
      notes,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    }
    writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\nwrote bench/results.json in ${results.durationSeconds} s`)
    writePerformanceDoc()
    console.log(`wrote ${PERFORMANCE_DOC_PATH}`)
    if (disabled.pluginRequests.max !== 0 || embeddedWallet.offRequests.max !== 0) process.exitCode = 1
  } finally {
    await browser.close()
    await Promise.all([...Object.values(servers).map((server) => server.close()), porticoServer?.stop()])
    await anvil?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
