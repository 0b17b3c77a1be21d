// `npm run size`: builds the Portico bench app and React alone, and fails when an artefact Portico
// ships (its boot without React, a lazy chunk, a plugin's remote) exceeds its budget in
// bench/size-budget.json, or when a module ships twice on the way to the modal open (rspack's
// module lists per chunk). `npm run size -- --write` sets every budget anew from this build (see
// the file's rule). Needs no AppKit; timings never fail anything.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR, readManifest } from './artefacts'
import { buildBench } from './build'
import { measureSizes } from './size/measureSizes'
import { modalPathDuplicates } from './size/modalPathDuplicates'
import { compareSizes, rebudget, sizeBudgetSchema } from './size/sizeBudget'

const BUDGET_FILE = join(BENCH_DIR, 'size-budget.json')

async function main() {
  const budget = sizeBudgetSchema.parse(JSON.parse(readFileSync(BUDGET_FILE, 'utf8')))
  await buildBench(['portico', 'baseline'])
  const measured = measureSizes()
  if (process.argv.includes('--write')) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify(rebudget(measured, budget), null, 2)}\n`)
    console.log(`size: wrote new budgets (${budget.headroomPercent} % above this build) to bench/size-budget.json`)
    return
  }
  const rows = compareSizes(measured, budget)
  const width = Math.max(...rows.map((row) => row.name.length))
  for (const row of rows) {
    const share = row.budget === undefined ? 'no budget' : `${((row.measured / row.budget) * 100).toFixed(1)} % of ${row.budget} B`
    console.log(`size: ${row.name.padEnd(width)} ${String(row.measured).padStart(7)} B gzip  ${share}${row.over ? '  OVER' : ''}`)
  }
  const over = rows.filter((row) => row.over)
  if (over.length > 0) {
    console.error(`size: over budget: ${over.map((row) => row.name).join(', ')}. ${budget.rule}`)
    process.exit(1)
  }
  const duplicates = modalPathDuplicates(readManifest('portico'))
  for (const { module, files } of duplicates) console.error(`size: ${module} ships twice on the way to the modal open: ${files.join(', ')}`)
  if (duplicates.length > 0) process.exit(1)
  console.log('size: no module ships twice on the way to the modal open')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
