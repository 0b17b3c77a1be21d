import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { porticoServerConfig } from '../sandbox/scripts/porticoServerConfig'
import { writeSandboxCatalogue } from '../sandbox/scripts/startSandboxServer'
import { startPorticoServer } from '../server/src/startPorticoServer'
import type { AnvilInstance } from '../toolchain/processes/anvil'
import { measureApp, TARGET_PATHS, type AppRun } from './measure'
import { HOSTED_HOSTS, type BackendAnswer } from './offline'
import { spread, type Spread } from './report'

/** The project id the bench's AppKit app is built with (bench/apps/appkit). */
export const APPKIT_BENCH_PROJECT_ID = 'portico-bench'

/** The backends the same AppKit build is measured on. */
export const APPKIT_BACKENDS = ['stubs', 'server'] as const
export type AppKitBackend = (typeof APPKIT_BACKENDS)[number]

/** One backend's figures over the runs. */
export interface AppKitBackendFigures {
  requestsBeforeInteraction: Spread
  /** Of those, the requests to the hosted hosts: what the two backends answer differently. */
  hostedBeforeInteraction: Spread
  /** Body bytes the backend answered before the click (uncompressed). */
  bytesBeforeInteraction: Spread
  requestsOnOpen: Spread
  hostedOnOpen: Spread
  bytesOnOpen: Spread
  /** Answers with a status of 400 or more, before the click and on opening. */
  failedAnswers: Spread
  jsBeforeInteractionGzip: Spread
  jsOnOpenGzip: Spread
  coldMs: Spread
  /** The first run's answers, endpoint by endpoint. */
  firstRun: { beforeInteraction: BackendAnswer[]; onOpen: BackendAnswer[]; openedView: string }
}

export type AppKitOnServerResults = Record<AppKitBackend, AppKitBackendFigures> & { runs: number }

/** A running Portico Server for the AppKit app: its one project allows the app's origin. */
export interface BenchPorticoServer {
  url: string
  stop: () => Promise<void>
}

/**
 * Portico Server for `chain` (anvil as mainnet, the AppKit app's one network) with the sandbox's
 * generated catalogue (680 wallets and their images) and one project, `portico-bench`, at its
 * default features, allowing `appOrigin`: what an operator's server answers a new AppKit dapp.
 */
export async function startBenchPorticoServer(chain: AnvilInstance, appOrigin: string): Promise<BenchPorticoServer> {
  const folder = await writeSandboxCatalogue()
  try {
    const config = porticoServerConfig({
      chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: 'Ethereum' }],
      tokens: [],
      uniswapV2: [],
      port: 0,
      project: { id: APPKIT_BENCH_PROJECT_ID, allowedOrigins: [appOrigin] },
      catalogue: { file: join(folder, 'wallets.json'), imagesDir: join(folder, 'images') },
    })
    const server = await startPorticoServer(config)
    return {
      url: server.url,
      stop: async () => {
        await server.stop()
        await rm(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}

const sumBytes = (answers: readonly BackendAnswer[]) => answers.reduce((sum, answer) => sum + answer.bytes, 0)
const hosted = (urls: readonly string[]) => urls.filter((url) => HOSTED_HOSTS.includes(new URL(url).hostname)).length
const failed = (answers: readonly BackendAnswer[]) => answers.filter((answer) => answer.status >= 400).length

function figuresOf(runs: readonly AppRun[]): AppKitBackendFigures {
  const first = runs[0]
  if (!first) throw new Error('no AppKit run to report')
  return {
    requestsBeforeInteraction: spread(runs.map((run) => run.backendBeforeInteraction.length)),
    hostedBeforeInteraction: spread(runs.map((run) => hosted(run.backendBeforeInteraction))),
    bytesBeforeInteraction: spread(runs.map((run) => sumBytes(run.backendAnswersBeforeInteraction))),
    requestsOnOpen: spread(runs.map((run) => run.backendOnOpen.length)),
    hostedOnOpen: spread(runs.map((run) => hosted(run.backendOnOpen))),
    bytesOnOpen: spread(runs.map((run) => sumBytes(run.backendAnswersOnOpen))),
    failedAnswers: spread(runs.map((run) => failed(run.backendAnswersBeforeInteraction) + failed(run.backendAnswersOnOpen))),
    jsBeforeInteractionGzip: spread(runs.map((run) => run.initial.gzip)),
    jsOnOpenGzip: spread(runs.map((run) => run.open.gzip)),
    coldMs: spread(runs.map((run) => run.coldMs)),
    firstRun: { beforeInteraction: first.backendAnswersBeforeInteraction, onOpen: first.backendAnswersOnOpen, openedView: first.openedView },
  }
}

/**
 * The same AppKit build (bench/apps/appkit at `appUrl`) loaded and opened on the stubs and on
 * `serverUrl` (its hosted hosts' requests sent there, every other host still stubbed), `runs`
 * times each, interleaved after one unrecorded round of each.
 * @example await measureAppKitOnServer(browser, { appUrl, serverUrl, runs: 5 })
 */
export async function measureAppKitOnServer(browser: Browser, { appUrl, serverUrl, runs }: { appUrl: string; serverUrl: string; runs: number }): Promise<AppKitOnServerResults> {
  const target = { url: appUrl, ...TARGET_PATHS.appkit }
  const backendOf = (backend: AppKitBackend) => (backend === 'server' ? { forwardHostedTo: serverUrl } : {})
  for (const backend of APPKIT_BACKENDS) await measureApp(browser, target, backendOf(backend))
  const measured: Record<AppKitBackend, AppRun[]> = { stubs: [], server: [] }
  for (let run = 0; run < runs; run++) {
    for (const backend of APPKIT_BACKENDS) measured[backend].push(await measureApp(browser, target, backendOf(backend)))
  }
  return { runs, stubs: figuresOf(measured.stubs), server: figuresOf(measured.server) }
}
