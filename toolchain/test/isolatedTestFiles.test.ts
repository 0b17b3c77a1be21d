import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isolatedTestFiles, testFolderGlob } from './isolatedTestFiles'

describe('isolatedTestFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'portico-isolated-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it('lists the test files that ask for a DOM, replaced modules or globals, fake timers or isolation', () => {
    write('a/dom.test.tsx', '// @vitest-environment happy-dom\n')
    write('a/mocked.test.ts', "vi.mock('./x')\n")
    write('a/deep/timers.test.ts', 'vi.useFakeTimers()\n')
    write('a/deep/globals.test.ts', "vi.stubGlobal('fetch', f)\n")
    write('a/moduleState.test.ts', '// @isolated: the registry from its first import\n')
    write('a/plain.test.ts', 'expect(vi.fn()).not.toHaveBeenCalled()\n')
    write('a/notATest.ts', "vi.mock('./x')\n")
    write('a/node_modules/dep.test.ts', "vi.mock('./x')\n")
    expect(isolatedTestFiles(root, [{ folder: 'a', deep: true }]).sort()).toEqual(['a/deep/globals.test.ts', 'a/deep/timers.test.ts', 'a/dom.test.tsx', 'a/mocked.test.ts', 'a/moduleState.test.ts'])
    expect(isolatedTestFiles(root, [{ folder: 'a', deep: false }]).sort()).toEqual(['a/dom.test.tsx', 'a/mocked.test.ts', 'a/moduleState.test.ts'])
  })

  it('globs a folder as vitest includes it', () => {
    expect([testFolderGlob({ folder: 'bench/size', deep: false }), testFolderGlob({ folder: 'shell', deep: true })]).toEqual(['bench/size/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}'])
  })
})
