import { describe, expect, it } from 'vitest'
import { PACKAGES_DIST } from './repo'
import { docsInstallTarballs } from './docsInstall'

describe('docsInstallTarballs', () => {
  it("reads the docs' tarball install as written, each path under dist/packages", () => {
    const markdown = 'Install:\n\n```sh\nnpm install ./dist/packages/portico-shell-0.1.0.tgz ./dist/packages/portico-plugins-0.1.0.tgz   # the dapp side\n```\n'
    expect(docsInstallTarballs(markdown)).toEqual([`${PACKAGES_DIST}/portico-shell-0.1.0.tgz`, `${PACKAGES_DIST}/portico-plugins-0.1.0.tgz`])
  })

  it('names every tarball the shell needs from docs/install.md itself: the shell, its plugins, contracts and frame protocol', () => {
    const names = docsInstallTarballs().map((path) => path.slice(PACKAGES_DIST.length + 1))
    expect(names.sort()).toEqual(['portico-contracts-0.1.0.tgz', 'portico-frame-protocol-0.1.0.tgz', 'portico-plugins-0.1.0.tgz', 'portico-shell-0.1.0.tgz'])
  })
})
