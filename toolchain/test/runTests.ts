// `npm test`: every check CI runs, ordered to keep a 2-core machine busy. The static checks run
// side by side; the unit tests take a worker per core; the public packages are packed once; then
// the packages check runs beside the browser tests, which mostly wait on chromium and anvil.
// Each phase starts when the one before passed; a failure stops the steps still running. The unit
// tests stay apart from the browser tests: side by side, both took about twice as long here.
import { spawn, type ChildProcess } from 'node:child_process'

export interface TestStep {
  /** The npm script to run. */
  script: string
  /** Streams its output as it comes (one step a phase); the others print theirs when they end. */
  live?: boolean
  /** Runs at a lower CPU priority (`nice`), so the timing-sensitive step beside it keeps its pace. */
  background?: boolean
}

export const TEST_PHASES: TestStep[][] = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'size', live: true }],
  [{ script: 'test:unit', live: true }],
  [{ script: 'pack:once', live: true }],
  [{ script: 'test:packages', background: true }, { script: 'test:e2e', live: true }],
]

const running = new Set<ChildProcess>()

/** Stops every step still running (their whole process groups: vitest, chromium, anvil). */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Already gone.
      }
    }
  }
}

function runStep(step: TestStep, cwd: string): Promise<number> {
  const started = Date.now()
  // A group of its own, so a failure elsewhere can stop everything it started.
  const [command, ...args] = [...(step.background && process.platform !== 'win32' ? ['nice', '-n', '10'] : []), 'npm', 'run', step.script]
  const child = spawn(command ?? 'npm', args, { cwd, stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true })
  running.add(child)
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child)
      if (!step.live) process.stdout.write(`\n----- npm run ${step.script} -----\n${Buffer.concat(output).toString('utf8')}`)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`\n----- npm run ${step.script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s -----`)
      resolve(code ?? 1)
    })
  })
}

/** Runs each phase's steps side by side, phase after phase, in `cwd`'s package; true when all passed. */
export async function runPhases(phases: TestStep[][], cwd = process.cwd()): Promise<boolean> {
  for (const phase of phases) {
    const results = await Promise.all(
      phase.map(async (step) => {
        const code = await runStep(step, cwd)
        if (code !== 0) stopAll()
        return code
      }),
    )
    if (results.some((code) => code !== 0)) return false
  }
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll(signal)
      process.exit(130)
    })
  }
  const started = Date.now()
  void runPhases(TEST_PHASES).then((passed) => {
    console.log(`\nnpm test ${passed ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    process.exit(passed ? 0 : 1)
  })
}
