import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { summariseCpuProfile } from './cpuProfile'

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 })

describe('summariseCpuProfile', () => {
  it("counts only the profile's last seconds when asked, so the process's start is left out", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cpu-profile-')), 'p.cpuprofile')
    // 3 s of module loading, then 2 s of requests, one tick every 100 ms.
    const samples = [...Array<number>(30).fill(2), ...Array<number>(20).fill(3)]
    const nodes = [
      { id: 1, hitCount: 0, callFrame: frame('(root)', '') },
      { id: 2, hitCount: 30, callFrame: frame('compileSourceTextModule', 'node:internal/modules/esm/utils') },
      { id: 3, hitCount: 20, callFrame: frame('proxyJsonRpc', 'file:///work/main/server/src/rpc/createJsonRpcProxy.ts') },
    ]
    writeFileSync(file, JSON.stringify({ nodes, samples, timeDeltas: samples.map(() => 100_000) }))
    expect(summariseCpuProfile(file, 2).topFunctions.map((entry) => [entry.name, entry.percent])).toEqual([
      ['compileSourceTextModule', 60],
      ['proxyJsonRpc', 40],
    ])
    expect(summariseCpuProfile(file, 2, 2).topFunctions.map((entry) => [entry.name, entry.percent])).toEqual([['proxyJsonRpc', 100]])
    expect(summariseCpuProfile(file, 2, 2).byArea).toEqual([{ area: 'Portico Server', percent: 100 }])
  })
})
