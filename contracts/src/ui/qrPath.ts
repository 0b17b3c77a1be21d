/**
 * One SVG path of a QR matrix's dark modules (a square per module, unit size), leaving out those a
 * centre logo covers: `hole` modules on each side of the middle.
 * @example qrPath([[true, false], [false, true]]) // 'M0 0h1v1h-1zM1 1h1v1h-1z'
 */
export function qrPath(matrix: readonly (readonly boolean[])[], hole = 0): string {
  const middle = (matrix.length - 1) / 2
  const covered = (x: number, y: number) => hole > 0 && Math.abs(x - middle) <= hole && Math.abs(y - middle) <= hole
  let d = ''
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark && !covered(x, y)) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}
