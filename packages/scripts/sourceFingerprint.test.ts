import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceFingerprint } from './sourceFingerprint'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'))
  folders.push(dir)
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'ignore' })
  git('init', '-q')
  writeFileSync(join(dir, '.gitignore'), 'dist\n')
  writeFileSync(join(dir, 'a.ts'), 'export const a = 1\n')
  git('add', '.')
  git('commit', '-qm', 'first')
  return dir
}

describe('sourceFingerprint', () => {
  it('is the same while nothing changes, and back to it when a change is undone', () => {
    const dir = checkout()
    const first = sourceFingerprint(dir)
    expect(sourceFingerprint(dir)).toBe(first)
    writeFileSync(join(dir, 'a.ts'), 'export const a = 2\n')
    expect(sourceFingerprint(dir)).not.toBe(first)
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1\n')
    expect(sourceFingerprint(dir)).toBe(first)
  })

  it('follows the content of untracked files and ignores ignored ones', () => {
    const dir = checkout()
    const first = sourceFingerprint(dir)
    writeFileSync(join(dir, 'dist'), 'built')
    expect(sourceFingerprint(dir)).toBe(first)
    writeFileSync(join(dir, 'b.ts'), 'export const b = 1\n')
    const withB = sourceFingerprint(dir)
    expect(withB).not.toBe(first)
    writeFileSync(join(dir, 'b.ts'), 'export const b = 2\n')
    expect(sourceFingerprint(dir)).not.toBe(withB)
  })

  it('is new on every call outside a git checkout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'))
    folders.push(dir)
    expect(sourceFingerprint(dir)).not.toBe(sourceFingerprint(dir))
  })
})
