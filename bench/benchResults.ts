import { z } from 'zod'
import type { AppKitBackendFigures } from './appkitOnServer'
import type { AppMetrics } from './report'

const spreadSchema = z.object({ median: z.number(), min: z.number(), max: z.number(), values: z.array(z.number()) })
const bytesSpreadSchema = z.object({ raw: spreadSchema, gzip: spreadSchema })
const sizedArtefactSchema = z.object({ label: z.string(), files: z.array(z.string()), raw: z.number(), gzip: z.number() })
const bytesSchema = z.object({ raw: z.number(), gzip: z.number() })
const appMetricsSchema = z.object({
  initialRaw: spreadSchema,
  initialGzip: spreadSchema,
  openRaw: spreadSchema,
  openGzip: spreadSchema,
  throughOpenGzip: spreadSchema,
  coldMs: spreadSchema,
  pointerColdMs: spreadSchema,
  warmMs: spreadSchema,
  heap: spreadSchema,
  backendRequests: spreadSchema,
}) satisfies z.ZodType<AppMetrics>
const floodSchema = z.object({ firstPageMs: z.number(), longestScrollFrameMs: z.number(), itemsLoaded: z.number(), domNodes: z.number() })
const peerSchema = z.object({ name: z.string(), title: z.string(), version: z.string() })
const backendAnswerSchema = z.object({ url: z.string(), status: z.number(), bytes: z.number() })
const appKitBackendSchema = z.object({
  requestsBeforeInteraction: spreadSchema,
  hostedBeforeInteraction: spreadSchema,
  bytesBeforeInteraction: spreadSchema,
  requestsOnOpen: spreadSchema,
  hostedOnOpen: spreadSchema,
  bytesOnOpen: spreadSchema,
  failedAnswers: spreadSchema,
  jsBeforeInteractionGzip: spreadSchema,
  jsOnOpenGzip: spreadSchema,
  coldMs: spreadSchema,
  firstRun: z.object({ beforeInteraction: z.array(backendAnswerSchema), onOpen: z.array(backendAnswerSchema), openedView: z.string() }),
}) satisfies z.ZodType<AppKitBackendFigures>
const appRunSchema = z.object({ backendBeforeInteraction: z.array(z.string()), backendOnOpen: z.array(z.string()), openedView: z.string() })

/**
 * The part of bench/results.json (written by bench/run.ts) that docs/performance.md is rendered
 * from; fields the doc does not read are left out of the parse.
 */
export const benchResultsSchema = z.object({
  date: z.string(),
  machine: z.object({ cpus: z.number(), node: z.string(), chromium: z.string() }),
  peers: z.object({ appkit: peerSchema, rainbowkit: peerSchema }),
  runs: z.number(),
  apps: z.object({ portico: appMetricsSchema, appkit: appMetricsSchema, rainbowkit: appMetricsSchema, baseline: appMetricsSchema }),
  rainbowkit: z.object({ stylesheet: sizedArtefactSchema }),
  portico: z.object({
    /** Portico's own boot (initial JS less React alone's) and React's, gzip; results before it was measured lack it. */
    boot: z.optional(z.object({ ownGzip: z.number(), reactGzip: z.number() })),
    artefacts: z.object({ initial: sizedArtefactSchema, lazy: z.array(sizedArtefactSchema), remotes: z.array(sizedArtefactSchema) }),
    receive: z.object({ click: bytesSpreadSchema, remote: bytesSpreadSchema, toAccount: bytesSpreadSchema }),
    actions: z.array(z.object({ view: z.string(), label: z.string(), folder: z.string(), ms: spreadSchema, click: bytesSpreadSchema, remote: bytesSpreadSchema })),
    connectOpen: z.object({ allPlugins: spreadSchema, onePlugin: spreadSchema }),
    pluginIndex: sizedArtefactSchema,
    plugins: z.array(z.object({ folder: z.string(), description: bytesSchema, remoteEntry: bytesSchema, firstViewGzip: z.number().optional() })),
    walletConnect: z.object({ beforePick: spreadSchema, onPick: bytesSpreadSchema }),
    allWallets: z.object({ firstPageMs: spreadSchema, searchResultsMs: spreadSchema, walletsLoaded: spreadSchema, tilesInDom: spreadSchema, longestScrollFrameMs: spreadSchema }),
    floods: z.object({ wallets: floodSchema, history: floodSchema }),
    swapQuote: z.object({ swapViewMs: spreadSchema, quoteShownMs: spreadSchema }),
    embeddedWallet: z.object({
      emailFieldMs: spreadSchema,
      frameReadyMs: spreadSchema,
      codeToAccountMs: spreadSchema,
      loginJs: bytesSpreadSchema,
      frameJs: bytesSpreadSchema,
      authChunk: bytesSpreadSchema,
      emailPlugin: bytesSpreadSchema,
      beforeIntentRequests: spreadSchema,
      offRequests: spreadSchema,
    }),
    socialLogin: z.object({ signInToAccountMs: spreadSchema, socialsPlugin: bytesSpreadSchema }),
    sessions: z.object({ ms: spreadSchema, click: bytesSpreadSchema, sessionsPlugin: bytesSpreadSchema }),
    chooseName: z.object({ ms: spreadSchema, click: bytesSpreadSchema, namesPlugin: bytesSpreadSchema }),
    disabledFeature: z.object({ pluginRequests: spreadSchema, pluginBytes: bytesSpreadSchema, toAccount: bytesSpreadSchema }),
  }),
  /** The same AppKit build on the stubs and on a Portico Server (`npm run bench:appkit-server`); results before it lack it. */
  appkitOnServer: z.optional(z.object({ date: z.string(), chromium: z.string(), runs: z.number(), stubs: appKitBackendSchema, server: appKitBackendSchema })),
  rawRuns: z.object({ apps: z.object({ portico: z.array(appRunSchema), appkit: z.array(appRunSchema), rainbowkit: z.array(appRunSchema) }) }),
  durationSeconds: z.number(),
})
export type BenchResults = z.infer<typeof benchResultsSchema>
