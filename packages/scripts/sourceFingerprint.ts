import { execFileSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from './repo'

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'buffer', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 })

/**
 * A hash of a working tree (the repository's by default) as git sees it: the commit, every change to tracked files and the
 * content of untracked ones (ignored files such as dist/ and node_modules/ are left out). Two
 * calls agree exactly when nothing a pack reads has changed. Outside a git checkout each call is
 * new, so whoever keys on it builds every time.
 */
export function sourceFingerprint(root: string = REPO): string {
  try {
    const hash = createHash('sha256')
    hash.update(git(root, ['rev-parse', 'HEAD']))
    hash.update(git(root, ['diff', 'HEAD', '--binary']))
    const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z']).toString('utf8').split('\0').filter(Boolean)
    for (const path of untracked) hash.update(path).update('\0').update(readFileSync(join(root, path))).update('\0')
    return hash.digest('hex')
  } catch {
    return randomUUID()
  }
}
