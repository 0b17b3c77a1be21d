/**
 * Whether a parsed JSON value nests at most `maxDepth` arrays and objects, walked without
 * recursion, so a 20,000-deep body cannot overflow the stack of whoever serialises it next.
 * @example jsonDepthWithin({ a: [1] }, 2) // true
 */
export function jsonDepthWithin(value: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    const depth = next.depth + 1
    if (depth > maxDepth) return false
    for (const child of Array.isArray(next.value) ? next.value : Object.values(next.value)) stack.push({ value: child, depth })
  }
  return true
}
