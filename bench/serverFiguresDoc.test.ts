import { describe, expect, it } from 'vitest'
import { formatServerFigures, formatServerSizing, readServerResults, serverFiguresInDoc, serverSizingInDoc } from './serverFigures'

describe("docs/server.md's figures", () => {
  it('are what the committed bench/server-results.json renders (run `npx tsx bench/serverFigures.ts` after a bench)', () => {
    expect(serverFiguresInDoc()).toBe(formatServerFigures(readServerResults()))
    expect(serverSizingInDoc()).toBe(formatServerSizing(readServerResults()))
  })

  it('come from the results, so another result renders other figures', () => {
    const results = readServerResults()
    const slower = { ...results, rows: results.rows.map((row) => ({ ...row, requestsPerSecond: row.requestsPerSecond + 1 })) }
    expect(formatServerFigures(slower)).not.toBe(formatServerFigures(results))
    expect(formatServerSizing(slower)).not.toBe(formatServerSizing(results))
  })
})
