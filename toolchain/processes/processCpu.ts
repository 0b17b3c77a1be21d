import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

/** Linux's clock ticks per second for /proc/<pid>/stat (CLK_TCK, 100 on every common build). */
const TICKS_PER_SECOND = 100

/** User + system CPU of one live process in ms, from /proc; undefined where there is no /proc. */
function ownCpuMs(pid: number): number | undefined {
  const path = `/proc/${pid}/stat`
  if (!existsSync(path)) return undefined
  // Fields after the command (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
  const stat = readFileSync(path, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** The live children of a process (a cluster's workers). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0)
  } catch {
    return []
  }
}

/**
 * CPU time used so far by the processes and their live children, in ms (Linux /proc, 10 ms
 * resolution); undefined where it cannot be read. Two readings around a load give the CPU a
 * request cost, which the machine's other work does not change the way it changes requests/s.
 * @example const before = processCpuMs([server.process.pid]); ...; const usedMs = processCpuMs([pid])! - before!
 */
export function processCpuMs(pids: readonly number[]): number | undefined {
  let total = 0
  for (const pid of pids) {
    const used = ownCpuMs(pid)
    if (used === undefined) return undefined
    // A child that exits between the listing and the reading adds nothing.
    total += used + childrenOf(pid).reduce((sum, child) => sum + (ownCpuMs(child) ?? 0), 0)
  }
  return total
}
