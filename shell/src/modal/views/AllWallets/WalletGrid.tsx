import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { walletEntryKey, type WalletEntry } from '../../components/walletEntry'
import { gridColumns, gridWindow } from './gridWindow'
import { WalletTile } from './WalletTile'

/**
 * Tile height plus the gap below it; fixed, so the window is plain arithmetic. Room for the icon, a
 * name on two lines (never cut) and the tag under it.
 */
export const GRID_ROW_HEIGHT = 124
const GRID_GAP = 8
const TILE_MIN_WIDTH = 72
const OVERSCAN_ROWS = 2
/** Ask for the next page this many rows before the end, so scrolling rarely waits. */
const END_THRESHOLD_ROWS = 3
// Before layout (and in tests without layout) assume the modal's own size.
const FALLBACK_SIZE = { width: 328, height: 416 }

export interface WalletGridProps {
  entries: readonly WalletEntry[]
  /** Skeleton tiles after the entries while more arrive. */
  placeholders: number
  /** How many wallets the whole list has, for assistive technology. */
  setSize: number
  label: string
  /** Called when the visible rows near the end; undefined when nothing more can load. */
  onEndReached: (() => void) | undefined
}

/**
 * A windowed grid of wallet tiles: only the rows in view (plus a little overscan) are in the
 * DOM, so 600 wallets scroll as smoothly as 40.
 */
export function WalletGrid({ entries, placeholders, setSize, label, onEndReached }: WalletGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [size, setViewport] = useState(FALLBACK_SIZE)

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setViewport({ width: element.clientWidth || FALLBACK_SIZE.width, height: element.clientHeight || FALLBACK_SIZE.height })
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const columns = gridColumns(size.width, TILE_MIN_WIDTH, GRID_GAP)
  const view = gridWindow({
    itemCount: entries.length + placeholders,
    columns,
    rowHeight: GRID_ROW_HEIGHT,
    scrollTop,
    viewportHeight: size.height,
    overscanRows: OVERSCAN_ROWS,
  })
  const nearEnd = view.lastRow >= view.totalRows - END_THRESHOLD_ROWS

  useEffect(() => {
    if (nearEnd) onEndReached?.()
  }, [nearEnd, onEndReached, entries.length])

  const indexes = Array.from({ length: view.lastIndex - view.firstIndex }, (_, offset) => view.firstIndex + offset)
  return (
    <div
      ref={scroller}
      className="wallet-grid-scroll fade-edges"
      data-testid="wallet-grid-scroll"
      // Whole rows only: React re-renders when a row enters, not on every scrolled pixel (the overscan covers the rest).
      onScroll={(event) => setScrollTop(Math.floor(event.currentTarget.scrollTop / GRID_ROW_HEIGHT) * GRID_ROW_HEIGHT)}
    >
      <div className="wallet-grid-space" style={{ height: view.totalHeight }}>
        <ul
          className="wallet-grid"
          aria-label={label}
          style={{
            transform: `translateY(${view.offsetTop}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: `${GRID_ROW_HEIGHT - GRID_GAP}px`,
            rowGap: GRID_GAP,
            columnGap: GRID_GAP,
          }}
        >
          {indexes.map((index) => {
            const entry = entries[index]
            return entry ? (
              <li key={walletEntryKey(entry)} aria-posinset={index + 1} aria-setsize={setSize}>
                <WalletTile entry={entry} />
              </li>
            ) : (
              <li key={`placeholder-${index}`} aria-hidden="true">
                <div className="wallet-tile skeleton" data-testid="wallet-skeleton" />
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
