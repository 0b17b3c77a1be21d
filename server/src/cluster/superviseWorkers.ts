import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

/** What a worker tells the primary once it serves. */
export const workerListeningSchema = z.strictObject({ listening: z.url() })
export type WorkerListening = z.infer<typeof workerListeningSchema>

/** The processes a `workers` setting asks for: `auto` is one per core. */
export const workerCountOf = (workers: 'auto' | number): number => (workers === 'auto' ? availableParallelism() : workers)

export interface SuperviseWorkersOptions {
  count: number
  /** One line for the operator (stderr). */
  log: (line: string) => void
  /** Unexpected exits tolerated within `restartWindowMs` before the whole server gives up (a crash loop is the supervisor's to see). */
  maxRestarts?: number
  restartWindowMs?: number
}

/** The running workers, as the primary sees them. */
export interface SupervisedWorkers {
  /** Every worker's URL (one port for all), once all of them listen. */
  url: string
  /** SIGTERM to every worker (each stops gracefully) and waits for all to exit. */
  stop: () => Promise<void>
  /** Settles when the workers are gone for good: after stop(), or rejected when they keep dying. */
  done: Promise<void>
}

const exitOf = (code: number | null, signal: string | null) => (signal ? signal : `code ${code ?? 0}`)

/**
 * The primary of `portico-server start` with `workers` > 1: forks the workers (each runs the whole
 * server on the shared port; Node's cluster hands connections out in turn), resolves once all
 * listen, and replaces a worker that dies. A worker that exits before listening fails the start:
 * its own line says why, and forking another would only repeat it.
 * @example const workers = await superviseWorkers({ count: 2, log: console.error })
 */
export function superviseWorkers({ count, log, maxRestarts = 5, restartWindowMs = 60_000 }: SuperviseWorkersOptions): Promise<SupervisedWorkers> {
  const live = new Set<Worker>()
  const restarts: number[] = []
  let stopping: Promise<void> | undefined
  let listening = 0
  let url: string | undefined
  let failure: Error | undefined
  let settleDone: { resolve: () => void; reject: (error: Error) => void } | undefined
  const done = new Promise<void>((resolve, reject) => (settleDone = { resolve, reject }))
  // A start that fails rejects the caller's await; `done` is only for a running server.
  done.catch(() => undefined)

  const exitOfWorker = (worker: Worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve)))
  const stop = () =>
    (stopping ??= (async () => {
      const exited = Promise.all([...live].map(exitOfWorker))
      for (const worker of live) worker.process.kill('SIGTERM')
      await exited
      if (failure) settleDone?.reject(failure)
      else settleDone?.resolve()
    })())

  return new Promise((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork()
      live.add(worker)
      worker.on('message', (message: unknown) => {
        const parsed = workerListeningSchema.safeParse(message)
        if (!parsed.success) return
        url ??= parsed.data.listening
        listening += 1
        if (listening === count) resolve({ url, stop, done })
      })
      worker.once('exit', (code, signal) => {
        live.delete(worker)
        if (stopping) return
        if (listening < count) {
          reject(new Error(`a worker exited before listening (${exitOf(code, signal)})`))
          void stop()
          return
        }
        const now = Date.now()
        restarts.push(now)
        while (restarts[0] !== undefined && restarts[0] < now - restartWindowMs) restarts.shift()
        if (restarts.length > maxRestarts) {
          failure = new Error(`${restarts.length} workers died within ${restartWindowMs / 1000} s (the last: ${exitOf(code, signal)})`)
          void stop()
          return
        }
        log(`worker ${worker.process.pid ?? '?'} exited (${exitOf(code, signal)}); starting another`)
        listening -= 1
        fork()
      })
    }
    for (let index = 0; index < count; index += 1) fork()
  })
}
