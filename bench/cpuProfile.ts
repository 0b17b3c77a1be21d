import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The parts of V8's `.cpuprofile` that self time needs. */
const cpuProfileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), hitCount: z.number().default(0), callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }) })),
})

/** Where a sampled frame's code lives: the server's own code, a package, or Node.js and V8 themselves. */
function areaOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage?.[1]) return inPackage[1]
  if (url.includes('/server/src/')) return 'Portico Server'
  if (url.includes('/toolchain/') || url.includes('/contracts/')) return 'Portico (shared)'
  return url.startsWith('node:') ? 'Node.js' : 'V8 and Node.js (native code, GC)'
}

const whereOf = (url: string, line: number) => `${url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '').replace(/^file:\/\//, '')}:${line + 1}`
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10

/**
 * Self time of a CPU profile by area and by function, the largest first (idle time left out).
 * @example summariseCpuProfile('/tmp/profiles/CPU.20261129.cpuprofile')
 */
export function summariseCpuProfile(file: string, top = 8): { byArea: { area: string; percent: number }[]; topFunctions: { name: string; where: string; percent: number }[] } {
  const { nodes } = cpuProfileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const busy = nodes.filter((node) => node.callFrame.functionName !== '(idle)')
  const total = busy.reduce((sum, node) => sum + node.hitCount, 0) || 1
  const byArea = new Map<string, number>()
  const byFunction = new Map<string, { name: string; where: string; hits: number }>()
  for (const node of busy) {
    const { functionName, url, lineNumber } = node.callFrame
    byArea.set(areaOf(url), (byArea.get(areaOf(url)) ?? 0) + node.hitCount)
    const key = `${functionName}@${url}:${lineNumber}`
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where: url ? whereOf(url, lineNumber) : 'native', hits: 0 }
    entry.hits += node.hitCount
    byFunction.set(key, entry)
  }
  return {
    byArea: [...byArea.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([area, hits]) => ({ area, percent: percent(hits, total) })),
    topFunctions: [...byFunction.values()].sort((a, b) => b.hits - a.hits).slice(0, top).map((entry) => ({ name: entry.name, where: entry.where, percent: percent(entry.hits, total) })),
  }
}
