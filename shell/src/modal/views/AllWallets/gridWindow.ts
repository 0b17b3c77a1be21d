export interface GridWindowInput {
  itemCount: number
  columns: number
  /** Height of one row, its gap included. */
  rowHeight: number
  scrollTop: number
  viewportHeight: number
  /** Rows rendered beyond each edge, so fast scrolling shows no blank. */
  overscanRows: number
}

export interface GridWindow {
  totalRows: number
  /** Rows [firstRow, lastRow) are rendered. */
  firstRow: number
  lastRow: number
  /** Items [firstIndex, lastIndex) are rendered. */
  firstIndex: number
  lastIndex: number
  /** Where the first rendered row starts. */
  offsetTop: number
  /** The height of all rows, so the scrollbar is right. */
  totalHeight: number
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * The rows of a fixed-row-height grid to render for a scroll position: the visible ones plus the
 * overscan. 600 wallets stay a few dozen DOM nodes.
 * @example gridWindow({ itemCount: 600, columns: 4, rowHeight: 104, scrollTop: 0, viewportHeight: 416, overscanRows: 2 }).lastIndex // 24
 */
export function gridWindow(input: GridWindowInput): GridWindow {
  const columns = Math.max(1, Math.floor(input.columns))
  const totalRows = Math.ceil(input.itemCount / columns)
  const firstRow = clamp(Math.floor(input.scrollTop / input.rowHeight) - input.overscanRows, 0, totalRows)
  const lastRow = clamp(Math.ceil((input.scrollTop + input.viewportHeight) / input.rowHeight) + input.overscanRows, firstRow, totalRows)
  return {
    totalRows,
    firstRow,
    lastRow,
    firstIndex: Math.min(input.itemCount, firstRow * columns),
    lastIndex: Math.min(input.itemCount, lastRow * columns),
    offsetTop: firstRow * input.rowHeight,
    totalHeight: totalRows * input.rowHeight,
  }
}

/**
 * How many tiles of at least `minTileWidth` fit a row: 4 in the 360 px modal, fewer on a narrow phone.
 * @example gridColumns(328, 72, 8) // 4
 */
export function gridColumns(width: number, minTileWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minTileWidth + gap)))
}
