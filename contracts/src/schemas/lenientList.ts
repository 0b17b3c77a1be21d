import * as z from 'zod/mini'

/** What a lenient list left out: how many items it kept and dropped, and why the first one failed. */
export interface DroppedItems {
  list: string
  kept: number
  dropped: number
  /** Items past the cap, never parsed. */
  overCap: number
  firstIssue: string | undefined
}

let reporter: ((report: DroppedItems) => void) | undefined

/**
 * Where lenient lists report what they dropped (the shell passes its logger): schemas are data
 * and do no I/O themselves. Returns a function that stops the reports.
 * @example const stop = reportDroppedItemsTo((report) => log.warn('dropped', report))
 */
export function reportDroppedItemsTo(listener: (report: DroppedItems) => void): () => void {
  reporter = listener
  return () => {
    if (reporter === listener) reporter = undefined
  }
}

interface ItemSchema<T> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } }
}

/**
 * Reads a list from the network item by item: at most `max` items are looked at (a hostile
 * answer of 10 000 records costs what `max` does), the valid ones are kept and the invalid ones
 * dropped and reported, so one bad record never fails a whole page.
 * @example keepValidItems([{ id: 'a' }, { id: 1 }], z.object({ id: z.string() }), 100, 'wallets') // [{ id: 'a' }]
 */
export function keepValidItems<T>(raw: readonly unknown[], item: ItemSchema<T>, max: number, list: string): T[] {
  const kept: T[] = []
  let firstIssue: string | undefined
  const looked = raw.length > max ? raw.slice(0, max) : raw
  for (const value of looked) {
    const parsed = item.safeParse(value)
    if (parsed.success) kept.push(parsed.data)
    else if (firstIssue === undefined) {
      const issue = parsed.error.issues[0]
      firstIssue = issue ? `${issue.path.join('.') || '(item)'}: ${issue.message}` : 'invalid item'
    }
  }
  const dropped = looked.length - kept.length
  if (dropped > 0 || raw.length > max) reporter?.({ list, kept: kept.length, dropped, overCap: raw.length - looked.length, firstIssue })
  return kept
}

/**
 * A zod schema of such a list: any array, read with keepValidItems (`list` names it in reports).
 * @example lenientListSchema(walletRecordSchema, 100, 'wallets').parse(records)
 */
export const lenientListSchema = <T>(item: ItemSchema<T>, max: number, list: string) =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((raw: unknown[]) => keepValidItems(raw, item, max, list)),
  )
