// `npm run bench:appkit-server`: the AppKit part of the bench alone. Builds bench/apps/appkit,
// measures it on the stubs and on a Portico Server (anvil as mainnet), writes the `appkitOnServer`
// figures into bench/results.json (the rest of the file kept) and renders docs/performance.md.
// Options: --runs N (default 5).
import { readFileSync, writeFileSync } from 'node:fs'
import { z } from 'zod'
import { startAnvil, type AnvilInstance } from '../toolchain/processes/anvil'
import type { StaticServer } from '../toolchain/processes/serveStatic'
import { appDir } from './artefacts'
import { measureAppKitOnServer, startBenchPorticoServer, type BenchPorticoServer } from './appkitOnServer'
import { ensureBenchDependencies } from './benchDependencies'
import { buildBench } from './build'
import { launchBrowser } from './measure'
import { serveApart } from './serveApart'
import { PERFORMANCE_DOC_PATH, RESULTS_PATH, writePerformanceDoc } from './writePerformanceDoc'

function parseRuns(argv: string[]): number {
  const index = argv.indexOf('--runs')
  const runs = index === -1 ? 5 : Number(argv[index + 1])
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer')
  return runs
}

async function main() {
  const runs = parseRuns(process.argv.slice(2))
  ensureBenchDependencies()
  console.log('building the AppKit bench app (rspack production, shared base config) ...')
  await buildBench(['appkit'])
  let app: StaticServer | undefined
  let anvil: AnvilInstance | undefined
  let server: BenchPorticoServer | undefined
  const browser = await launchBrowser()
  try {
    app = await serveApart(appDir('appkit'))
    anvil = await startAnvil({ port: 0, chainId: 1 })
    server = await startBenchPorticoServer(anvil, new URL(app.url).origin)
    const figures = await measureAppKitOnServer(browser, { appUrl: app.url, serverUrl: server.url, runs })
    for (const backend of ['stubs', 'server'] as const) {
      const f = figures[backend]
      console.log(`AppKit on the ${backend}: ${f.requestsBeforeInteraction.median} backend requests before interaction (${f.bytesBeforeInteraction.median} B answered), ${f.requestsOnOpen.median} on opening (${f.bytesOnOpen.median} B), ${f.failedAnswers.max} failed; JS ${f.jsBeforeInteractionGzip.median} + ${f.jsOnOpenGzip.median} B gzip; cold open ${f.coldMs.median.toFixed(1)} ms`)
    }
    const results = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(RESULTS_PATH, 'utf8')))
    writeFileSync(RESULTS_PATH, `${JSON.stringify({ ...results, appkitOnServer: { date: new Date().toISOString(), chromium: browser.version(), ...figures } }, null, 2)}\n`)
    console.log(`\nwrote appkitOnServer in bench/results.json`)
    writePerformanceDoc()
    console.log(`wrote ${PERFORMANCE_DOC_PATH}`)
  } finally {
    await browser.close()
    await Promise.all([app?.close(), server?.stop()])
    await anvil?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
