import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gridColumns, gridWindow } from './gridWindow'

const base = { itemCount: 600, columns: 4, rowHeight: 104, scrollTop: 0, viewportHeight: 416, overscanRows: 2 }

describe('gridWindow', () => {
  it('renders the visible rows and the overscan at the top', () => {
    expect(gridWindow(base)).toEqual({ totalRows: 150, firstRow: 0, lastRow: 6, firstIndex: 0, lastIndex: 24, offsetTop: 0, totalHeight: 15_600 })
  })

  it('follows the scroll position and stops at the last item', () => {
    const middle = gridWindow({ ...base, scrollTop: 104 * 50 })
    expect([middle.firstRow, middle.lastRow, middle.offsetTop]).toEqual([48, 56, 48 * 104])
    const end = gridWindow({ ...base, itemCount: 42, scrollTop: 10_000 })
    expect([end.lastRow, end.lastIndex]).toEqual([11, 42])
  })

  it('always renders a bounded slice that covers the viewport', () => {
    fc.assert(
      fc.property(fc.nat(700), fc.integer({ min: 1, max: 6 }), fc.nat(80_000), (itemCount, columns, scrollTop) => {
        const w = gridWindow({ ...base, itemCount, columns, scrollTop })
        const rendered = w.lastIndex - w.firstIndex
        const visibleRows = Math.ceil(base.viewportHeight / base.rowHeight) + 1
        const bounded = rendered >= 0 && rendered <= (visibleRows + 2 * base.overscanRows) * columns && w.lastIndex <= itemCount
        const coversViewport =
          scrollTop >= w.totalHeight ||
          (w.offsetTop <= scrollTop && (w.lastRow === w.totalRows || w.lastRow * base.rowHeight >= scrollTop + base.viewportHeight))
        return bounded && coversViewport
      }),
    )
  })

  it('fits 4 columns in the modal and fewer on a narrow phone', () => {
    expect(gridColumns(328, 72, 8)).toBe(4)
    expect(gridColumns(240, 72, 8)).toBe(3)
    expect(gridColumns(0, 72, 8)).toBe(1)
  })
})
