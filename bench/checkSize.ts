// `npm run size`: builds the Portico bench app and fails when its initial JS (gzip) exceeds the
// budget in bench/size-budget.json. Needs no AppKit; timings never fail anything.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { appDir, BENCH_DIR, readManifest, sizeFiles } from './artefacts'
import { buildBench } from './build'

const budgetSchema = z.object({
  /** Initial JS of the Portico bench app, each file gzipped at zlib level 6, in bytes. */
  initialJsGzipBytes: z.number().int().positive(),
  measuredInitialJsGzipBytes: z.number().int().positive(),
  note: z.string(),
})

async function main() {
  const budget = budgetSchema.parse(JSON.parse(readFileSync(join(BENCH_DIR, 'size-budget.json'), 'utf8')))
  await buildBench(['portico'])
  const initial = sizeFiles(appDir('portico'), readManifest('portico').initial, 'initial')
  const used = `${initial.gzip} B gzip (${initial.raw} B raw) in ${initial.files.join(', ')}`
  if (initial.gzip > budget.initialJsGzipBytes) {
    console.error(`size: Portico's initial JS is over budget: ${used}, budget ${budget.initialJsGzipBytes} B gzip`)
    process.exit(1)
  }
  const share = ((initial.gzip / budget.initialJsGzipBytes) * 100).toFixed(1)
  console.log(`size: Portico's initial JS ${used}: ${share}% of the ${budget.initialJsGzipBytes} B budget`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
