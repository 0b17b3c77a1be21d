import { z } from 'zod'

/** One measured artefact, in gzip bytes (each file gzipped at zlib level 6, as a server sends it). */
export const sizeEntrySchema = z.object({ measured: z.number().int().nonnegative(), budget: z.number().int().positive() })
export type SizeEntry = z.infer<typeof sizeEntrySchema>

/**
 * bench/size-budget.json: a budget per artefact Portico ships. `boot` is Portico's own initial JS
 * (the bench app's initial JS less React's, measured by the React-alone app built alike); `chunks`
 * are the shell's named lazy chunks (`split` sums the unnamed ones the bundler splits out);
 * `remotes` are each plugin's remote entry and its code (every JS file but its translations).
 */
export const sizeBudgetSchema = z.object({
  rule: z.string(),
  headroomPercent: z.number().positive(),
  boot: sizeEntrySchema,
  chunks: z.record(z.string(), sizeEntrySchema),
  remotes: z.record(z.string(), z.object({ entry: sizeEntrySchema, code: sizeEntrySchema })),
})
export type SizeBudget = z.infer<typeof sizeBudgetSchema>

/** What one build measured, in the budget's shape without budgets. */
export interface MeasuredSizes {
  boot: number
  chunks: Record<string, number>
  remotes: Record<string, { entry: number; code: number }>
}

/** One line of the report: an artefact, what it weighs, its budget (absent when none is set). */
export interface SizeRow {
  name: string
  measured: number
  budget: number | undefined
  over: boolean
}

/** Every artefact measured against its budget; an artefact without a budget is over, so a new chunk gets one on purpose. */
export function compareSizes(measured: MeasuredSizes, budget: SizeBudget): SizeRow[] {
  const row = (name: string, bytes: number, entry: SizeEntry | undefined): SizeRow => ({ name, measured: bytes, budget: entry?.budget, over: entry === undefined || bytes > entry.budget })
  return [
    row('boot (Portico without React)', measured.boot, budget.boot),
    ...Object.entries(measured.chunks).map(([name, bytes]) => row(`chunk ${name}`, bytes, budget.chunks[name])),
    ...Object.entries(measured.remotes).flatMap(([name, sizes]) => [
      row(`plugin ${name} remote entry`, sizes.entry, budget.remotes[name]?.entry),
      row(`plugin ${name} code`, sizes.code, budget.remotes[name]?.code),
    ]),
  ]
}

/** A budget `headroomPercent` above what was measured, rounded up to 100 B. */
export const budgetFor = (measured: number, headroomPercent: number) => Math.ceil((measured * (1 + headroomPercent / 100)) / 100) * 100

/** New budgets from a measurement, at the file's headroom: what `npm run size -- --write` stores. */
export function rebudget(measured: MeasuredSizes, previous: Pick<SizeBudget, 'rule' | 'headroomPercent'>): SizeBudget {
  const entry = (bytes: number): SizeEntry => ({ measured: bytes, budget: budgetFor(bytes, previous.headroomPercent) })
  return {
    rule: previous.rule,
    headroomPercent: previous.headroomPercent,
    boot: entry(measured.boot),
    chunks: Object.fromEntries(Object.entries(measured.chunks).map(([name, bytes]) => [name, entry(bytes)])),
    remotes: Object.fromEntries(Object.entries(measured.remotes).map(([name, sizes]) => [name, { entry: entry(sizes.entry), code: entry(sizes.code) }])),
  }
}
