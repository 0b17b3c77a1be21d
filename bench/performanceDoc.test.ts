import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { performanceDoc } from './performanceDoc'
import { PERFORMANCE_DOC_PATH, readBenchResults } from './writePerformanceDoc'

describe('docs/performance.md', () => {
  it('is what the committed bench/results.json renders (run `npm run bench:docs` after a bench)', () => {
    expect(readFileSync(PERFORMANCE_DOC_PATH, 'utf8')).toBe(performanceDoc(readBenchResults()))
  })

  it('takes its figures from the results, so another result renders another page', () => {
    const results = readBenchResults()
    const portico = results.apps.portico
    const heavier = { ...results, apps: { ...results.apps, portico: { ...portico, initialGzip: { ...portico.initialGzip, median: portico.initialGzip.median + 12_345 } } } }
    expect(performanceDoc(heavier)).not.toBe(performanceDoc(results))
  })
})
