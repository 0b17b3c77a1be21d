import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The parts of V8's `.cpuprofile` that self time needs. */
const cpuProfileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), hitCount: z.number().default(0), callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }) })),
  /** The node sampled at each tick, and the µs since the tick before. */
  samples: z.array(z.number()).default([]),
  timeDeltas: z.array(z.number()).default([]),
})

/** Ticks per node in the profile's last `seconds` (all of it without `seconds`). */
function hitsOf(profile: z.infer<typeof cpuProfileSchema>, seconds: number | undefined): Map<number, number> {
  if (seconds === undefined || profile.samples.length === 0) return new Map(profile.nodes.map((node) => [node.id, node.hitCount]))
  const times: number[] = []
  let at = 0
  for (const delta of profile.timeDeltas) times.push((at += delta))
  const from = at - seconds * 1_000_000
  const hits = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    if ((times[index] ?? 0) > from) hits.set(id, (hits.get(id) ?? 0) + 1)
  })
  return hits
}

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
 * Self time of a CPU profile by area and by function, the largest first (idle time left out); of
 * its last `lastSeconds` only when given, so a load measured before the process stopped is not
 * mixed with the process's start.
 * @example summariseCpuProfile('/tmp/profiles/CPU.20261129.cpuprofile', 8, 5)
 */
export function summariseCpuProfile(file: string, top = 8, lastSeconds?: number): { byArea: { area: string; percent: number }[]; topFunctions: { name: string; where: string; percent: number }[] } {
  const profile = cpuProfileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const hits = hitsOf(profile, lastSeconds)
  const busy = profile.nodes.filter((node) => node.callFrame.functionName !== '(idle)' && (hits.get(node.id) ?? 0) > 0).map((node) => ({ ...node, hitCount: hits.get(node.id) ?? 0 }))
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
