/**
 * Where `actual` (what a stand-in answers) leaves the shape of `hosted` (a recorded answer of the
 * hosted service): a key the hosted answer does not have, or a value of another JSON kind. A null
 * in the recorded answer allows anything (the service sends null for a field it leaves empty);
 * every item of an array is compared with the recorded first item. Empty when the shapes agree.
 * @example hostedShapeMismatches({ pcis: [] }, HOSTED_SESSIONS_LIST) // []
 * @example hostedShapeMismatches({ sessions: [] }, HOSTED_SESSIONS_LIST) // ['sessions: not in the hosted answer']
 */
export function hostedShapeMismatches(actual: unknown, hosted: unknown, path = '$'): string[] {
  if (hosted === null || hosted === undefined) return []
  const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
  if (kind(actual) !== kind(hosted)) return [`${path}: ${kind(actual)} where the hosted answer has ${kind(hosted)}`]
  if (Array.isArray(hosted)) {
    const [example] = hosted
    if (example === undefined) return []
    return (actual as unknown[]).flatMap((item, index) => hostedShapeMismatches(item, example, `${path}[${index}]`))
  }
  if (typeof hosted !== 'object') return []
  const recorded = hosted as Record<string, unknown>
  // An undefined member is not on the wire (JSON and postMessage's clone alike carry no value).
  return Object.entries(actual as Record<string, unknown>).flatMap(([key, value]) =>
    value === undefined ? [] : key in recorded ? hostedShapeMismatches(value, recorded[key], `${path}.${key}`) : [`${path}.${key}: not in the hosted answer`],
  )
}
