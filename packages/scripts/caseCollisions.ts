/**
 * Paths that differ only by letter case: on macOS and Windows file systems one overwrites the
 * other when a dapp installs the package, and bundlers warn. Returns each clashing group.
 * @example caseCollisions(['dist/a/AccountTabs.js', 'dist/a/accountTabs.js']) // [['dist/a/AccountTabs.js', 'dist/a/accountTabs.js']]
 */
export function caseCollisions(paths: readonly string[]): string[][] {
  const byFolded = new Map<string, string[]>()
  for (const path of paths) {
    const folded = path.toLowerCase()
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), path])
  }
  return [...byFolded.values()].filter((group) => group.length > 1)
}
