import { fetch, type Dispatcher } from 'undici'

/** One call the walk keeps making; `needsDatabase` calls may answer 503 while the database is away. */
export interface OutageWalkCall {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  needsDatabase: boolean
}

/** What the walk does to the deployment, in this order, each at the start of its phase. */
export interface OutageWalkActions {
  killInstance: () => Promise<void>
  stopDatabase: () => Promise<void>
  startDatabase: () => Promise<void>
  /** The killed instance back, as its supervisor would start it. */
  restartInstance: () => Promise<void>
}

export const OUTAGE_PHASES = ['steady', 'one instance killed', 'database down', 'database back'] as const
export type OutagePhase = (typeof OUTAGE_PHASES)[number]

/** Answers by call and phase (the phase the request was sent in): an HTTP status, or `network error`. */
export interface OutageWalkCount {
  call: string
  phase: OutagePhase
  answers: Record<string, number>
}

export interface OutageWalkResult {
  phaseSeconds: number
  connections: number
  counts: OutageWalkCount[]
  /** From the database accepting connections again to the first answer of a database call that is not a 503. */
  databaseRecoveryMs: number | undefined
}

export interface OutageWalkOptions {
  url: string
  calls: readonly OutageWalkCall[]
  actions: OutageWalkActions
  /** Concurrent clients, each making the calls in turn. */
  connections: number
  phaseSeconds: number
  /** For a TLS balancer with a throwaway certificate. */
  dispatcher?: Dispatcher
}

/**
 * Keeps `connections` clients calling a deployment while one of its instances is killed and its
 * database stopped, then both brought back: an operator's worst few seconds, counted. Each client
 * waits for its answer before its next call, as a browser does.
 * @example const result = await outageWalk({ url: balancer.url, calls, actions, connections: 8, phaseSeconds: 4 })
 */
export async function outageWalk({ url, calls, actions, connections, phaseSeconds, dispatcher }: OutageWalkOptions): Promise<OutageWalkResult> {
  const counts = new Map<string, OutageWalkCount>()
  let phase: OutagePhase = 'steady'
  let running = true
  let databaseBackAt: number | undefined
  let databaseRecoveryMs: number | undefined
  const count = (call: OutageWalkCall, sentIn: OutagePhase, answer: string) => {
    const key = `${call.name}|${sentIn}`
    const entry = counts.get(key) ?? { call: call.name, phase: sentIn, answers: {} }
    entry.answers[answer] = (entry.answers[answer] ?? 0) + 1
    counts.set(key, entry)
  }
  const client = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const call = calls[index % calls.length]
      if (!call) return
      const sentIn = phase
      let answer: string
      try {
        const response = await fetch(`${url}${call.path}`, { method: call.method ?? 'GET', headers: call.headers, body: call.body, ...(dispatcher ? { dispatcher } : {}) })
        await response.arrayBuffer()
        answer = String(response.status)
      } catch {
        answer = 'network error'
      }
      count(call, sentIn, answer)
      if (call.needsDatabase && answer !== '503' && answer !== 'network error' && databaseBackAt !== undefined) databaseRecoveryMs ??= Date.now() - databaseBackAt
    }
  }
  const clients = Array.from({ length: connections }, (_, index) => client(index))
  const wait = () => new Promise((resolve) => setTimeout(resolve, phaseSeconds * 1000))
  try {
    await wait()
    phase = 'one instance killed'
    await actions.killInstance()
    await wait()
    phase = 'database down'
    await actions.stopDatabase()
    await wait()
    await actions.startDatabase()
    databaseBackAt = Date.now()
    phase = 'database back'
    await actions.restartInstance()
    await wait()
  } finally {
    running = false
    await Promise.all(clients)
  }
  return { phaseSeconds, connections, counts: [...counts.values()], databaseRecoveryMs }
}
