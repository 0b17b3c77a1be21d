import { describe, expect, it } from 'vitest'
import { budgetFor, compareSizes, rebudget, type MeasuredSizes, type SizeBudget } from './sizeBudget'

const measured: MeasuredSizes = { boot: 33_000, chunks: { modal: 17_000, intent: 6_000 }, remotes: { receive: { entry: 15_500, code: 20_000 } } }
const budget = rebudget(measured, { rule: 'raise on purpose', headroomPercent: 10 })

describe('size budgets', () => {
  it('sets each budget 10 % above the measurement, rounded up to 100 B', () => {
    expect(budgetFor(33_000, 10)).toBe(36_300)
    expect(budgetFor(17_001, 10)).toBe(18_800)
    expect(budget.chunks.modal).toEqual({ measured: 17_000, budget: 18_700 })
  })

  it('passes what fits', () => {
    expect(compareSizes(measured, budget).filter((row) => row.over)).toEqual([])
  })

  it('fails one artefact over its budget, and names it', () => {
    const grown: MeasuredSizes = { ...measured, chunks: { ...measured.chunks, modal: 18_701 } }
    expect(compareSizes(grown, budget).filter((row) => row.over).map((row) => row.name)).toEqual(['chunk modal'])
  })

  it('fails a new chunk or plugin that has no budget yet', () => {
    const grown: MeasuredSizes = { ...measured, chunks: { ...measured.chunks, swap: 1 }, remotes: { ...measured.remotes, names: { entry: 1, code: 1 } } }
    const over = compareSizes(grown, budget as SizeBudget).filter((row) => row.over)
    expect(over.map((row) => [row.name, row.budget])).toEqual([
      ['chunk swap', undefined],
      ['plugin names remote entry', undefined],
      ['plugin names code', undefined],
    ])
  })
})
