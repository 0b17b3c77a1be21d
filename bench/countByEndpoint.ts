/**
 * `host/path` once per endpoint a list of URLs reached, ` xN` when it was reached N times; query
 * strings dropped.
 * @example countByEndpoint(['https://a.example/x?q=1', 'https://a.example/x']) // ['a.example/x x2']
 */
export function countByEndpoint(urls: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const url of urls) {
    const { host, pathname } = new URL(url)
    const key = `${host}${pathname}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([endpoint, n]) => (n > 1 ? `${endpoint} x${n}` : endpoint))
}
