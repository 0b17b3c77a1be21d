import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { processCpuMs } from './processCpu'

/** Spins until this process has used `ms` of CPU (not of wall time: a loaded machine deschedules it). */
const burn = (ms: number) => {
  const start = process.cpuUsage()
  for (;;) {
    const used = process.cpuUsage(start)
    if ((used.user + used.system) / 1000 >= ms) return
  }
}

describe.skipIf(process.platform !== 'linux')('processCpuMs', () => {
  it('grows by the CPU a process spends', () => {
    const before = processCpuMs([process.pid]) ?? Number.NaN
    burn(200)
    expect((processCpuMs([process.pid]) ?? Number.NaN) - before).toBeGreaterThanOrEqual(150)
  })

  it("counts a live child's CPU with its parent's, and reads undefined for a process that is gone", async () => {
    const before = processCpuMs([process.pid]) ?? Number.NaN
    // The child spins for 300 ms of CPU, then idles until killed; this process only waits.
    const child = spawn(process.execPath, ['-e', 'const start = process.cpuUsage(); for (let used = process.cpuUsage(start); (used.user + used.system) / 1000 < 300; used = process.cpuUsage(start)); setInterval(() => {}, 1000)'])
    await expect.poll(() => processCpuMs([child.pid ?? 0]) ?? 0, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(250)
    const childMs = processCpuMs([child.pid ?? 0]) ?? Number.NaN
    // This process spent a few ms meanwhile; without its child the growth would be far below the child's.
    expect((processCpuMs([process.pid]) ?? Number.NaN) - before).toBeGreaterThanOrEqual(childMs)
    child.kill()
    await once(child, 'exit')
    expect(processCpuMs([child.pid ?? 0])).toBeUndefined()
  })
})
