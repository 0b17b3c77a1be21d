import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from './artefacts'
import { benchResultsSchema } from './benchResults'
import { performanceDoc } from './performanceDoc'

export const RESULTS_PATH = join(BENCH_DIR, 'results.json')
export const PERFORMANCE_DOC_PATH = join(BENCH_DIR, '..', 'docs', 'performance.md')

/** Reads bench/results.json and parses it as the doc needs it. */
export const readBenchResults = () => benchResultsSchema.parse(JSON.parse(readFileSync(RESULTS_PATH, 'utf8')))

/**
 * Renders docs/performance.md from bench/results.json, so the figures in the docs are the
 * bench's and never copied by hand.
 */
export function writePerformanceDoc(): void {
  writeFileSync(PERFORMANCE_DOC_PATH, performanceDoc(readBenchResults()))
}
