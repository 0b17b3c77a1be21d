/** A QR matrix: rows of modules, true where dark. */
export type QrMatrix = readonly (readonly boolean[])[]

/** Modules on a side of a finder pattern (the three corner squares). */
const FINDER = 7
/** A data module's dot from the middle of its left edge: radius 0.42 modules, a gap to its neighbours. */
const DOT = 'm.08 0a.42 .42 0 1 0 .84 0a.42 .42 0 1 0-.84 0z'

/**
 * Where the three finder patterns start (top-left corners, in modules) for a matrix drawn with a
 * quiet `border` of modules around it.
 * @example finderOrigins(29, 2) // [[2, 2], [20, 2], [2, 20]]
 */
export function finderOrigins(modules: number, border: number): [number, number][] {
  const far = modules - border - FINDER
  return [
    [border, border],
    [far, border],
    [border, far],
  ]
}

/**
 * One SVG path of a QR matrix's dark data modules as round dots (unit grid), leaving out the
 * finder patterns (drawn apart, as rounded squares) and those a centre logo covers: `hole`
 * modules on each side of the middle.
 * @example qrDots(matrix, { border: 2, hole: 4 })
 */
export function qrDots(matrix: QrMatrix, { border, hole }: { border: number; hole: number }): string {
  const modules = matrix.length
  const middle = (modules - 1) / 2
  const finders = finderOrigins(modules, border)
  const inFinder = (x: number, y: number) => finders.some(([fx, fy]) => x >= fx && x < fx + FINDER && y >= fy && y < fy + FINDER)
  const covered = (x: number, y: number) => hole > 0 && Math.abs(x - middle) <= hole && Math.abs(y - middle) <= hole
  let d = ''
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark && !inFinder(x, y) && !covered(x, y)) d += `M${x} ${y + 0.5}${DOT}`
    })
  })
  return d
}
