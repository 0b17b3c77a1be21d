import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runPhases } from './runTests'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A package whose scripts append their name to ran.txt (`slow` only after 20 s). */
function packageWith(scripts: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'run-tests-'))
  folders.push(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'steps', private: true, scripts }))
  return dir
}
const note = (name: string) => `node -e "require('fs').appendFileSync('ran.txt','${name} ')"`
const ran = (dir: string) => readFileSync(join(dir, 'ran.txt'), 'utf8').trim().split(' ')

describe('runPhases', () => {
  it('runs every phase in order and passes when every step passed', async () => {
    const dir = packageWith({ a: note('a'), b: note('b'), c: note('c') })
    expect(await runPhases([[{ script: 'a' }, { script: 'b', background: true }], [{ script: 'c', live: true }]], dir)).toBe(true)
    expect(ran(dir).sort()).toEqual(['a', 'b', 'c'])
    expect(ran(dir)[2]).toBe('c')
  })

  it('stops the steps still running when one fails, and starts no later phase', async () => {
    const dir = packageWith({ fail: `${note('fail')} && exit 3`, slow: `node -e "setTimeout(() => require('fs').appendFileSync('ran.txt', 'slow '), 20000)"`, later: note('later') })
    const started = Date.now()
    expect(await runPhases([[{ script: 'fail' }, { script: 'slow' }], [{ script: 'later' }]], dir)).toBe(false)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(ran(dir)).toEqual(['fail'])
  })
})
