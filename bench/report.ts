import type { BenchApp, SizedArtefact } from './artefacts'
import { PEER_APPS, type PeerApp } from './peers'

export interface Spread {
  median: number
  min: number
  max: number
  values: number[]
}

/** Median (mean of the middle two for an even count) and range. */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
  return { median, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN, values }
}

/** The per-app metrics 1-5 of the issue, each over every run. */
export const METRICS = [
  { key: 'initialRaw', label: '1. JS before interaction, raw', unit: 'kB' },
  { key: 'initialGzip', label: '1. JS before interaction, gzip', unit: 'kB' },
  { key: 'openRaw', label: '2. JS on opening the modal, raw', unit: 'kB' },
  { key: 'openGzip', label: '2. JS on opening the modal, gzip', unit: 'kB' },
  { key: 'throughOpenGzip', label: '1+2. JS through the modal open, gzip', unit: 'kB' },
  { key: 'coldMs', label: '3. click -> Connect painted, cold (scripted click)', unit: 'ms' },
  { key: 'pointerColdMs', label: "3. click -> Connect painted, cold (a person's click)", unit: 'ms' },
  { key: 'warmMs', label: '3. click -> Connect painted, warm', unit: 'ms' },
  { key: 'heap', label: '4. JS heap used, modal open', unit: 'MB' },
  { key: 'backendRequests', label: '5. backend requests before interaction', unit: '' },
] as const
export type MetricKey = (typeof METRICS)[number]['key']
export type AppMetrics = Record<MetricKey, Spread>

/** Bytes in kB (1000 B), heap in MB (10^6 B), times in ms. */
const scale = (unit: string, value: number) => (unit === 'kB' ? value / 1e3 : unit === 'MB' ? value / 1e6 : value)
const fmt = (unit: string, value: number) => {
  const scaled = scale(unit, value)
  return unit === '' ? String(Math.round(scaled)) : scaled.toFixed(1)
}
/** A metric's median and range in its unit: `29.9 (25.6-37.4)`, or the median alone when every run agrees. */
export const cell = (unit: string, s: Spread) => (s.min === s.max ? fmt(unit, s.median) : `${fmt(unit, s.median)} (${fmt(unit, s.min)}-${fmt(unit, s.max)})`)

/** Portico / the peer of the medians; undefined where the peer's is 0. */
export function ratios(apps: Record<BenchApp, AppMetrics>, peer: PeerApp): Partial<Record<MetricKey, number>> {
  const out: Partial<Record<MetricKey, number>> = {}
  for (const { key } of METRICS) {
    const theirs = apps[peer][key].median
    if (theirs !== 0) out[key] = apps.portico[key].median / theirs
  }
  return out
}

/** A ratio cell: `0 vs 0` where both are 0, `-` where only the peer's is. */
export const ratioCell = (ratio: number | undefined, portico: number) => (ratio === undefined ? (portico === 0 ? '0 vs 0' : '-') : ratio.toFixed(2))

const table = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
  return rows.map((row) => row.map((text, i) => (i === 0 ? text.padEnd(widths[i] ?? 0) : text.padStart(widths[i] ?? 0))).join('  ')).join('\n')
}

/** Titles of the columns: each peer with its pinned version. */
export type PeerTitles = Record<PeerApp, { title: string; version: string }>

/** One row a metric: Portico, each peer, React's floor, then Portico over each peer. */
export function formatComparison(apps: Record<BenchApp, AppMetrics>, runs: number, peers: PeerTitles): string {
  const peerRatios = PEER_APPS.map((peer) => ratios(apps, peer))
  const header = [
    'metric (median (min-max))',
    'Portico',
    ...PEER_APPS.map((peer) => `${peers[peer].title} ${peers[peer].version}`),
    'React+<dialog>',
    ...PEER_APPS.map((peer) => `Portico/${peers[peer].title}`),
  ]
  const rows = METRICS.map(({ key, label, unit }) => [
    unit ? `${label} (${unit})` : label,
    cell(unit, apps.portico[key]),
    ...PEER_APPS.map((peer) => cell(unit, apps[peer][key])),
    cell(unit, apps.baseline[key]),
    ...peerRatios.map((r) => ratioCell(r[key], apps.portico[key].median)),
  ])
  return `${runs} runs per app, interleaved; kB = 1000 B; gzip = each JS body gzipped at zlib level 6\n${table([header, ...rows])}`
}

export function formatArtefacts(artefacts: { initial: SizedArtefact; lazy: SizedArtefact[]; remotes: SizedArtefact[] }): string {
  const kb = (bytes: number) => (bytes / 1e3).toFixed(1)
  const row = (a: SizedArtefact, label: string) => [label, kb(a.raw), kb(a.gzip), a.files.length === 1 ? (a.files[0] ?? '') : `${a.files.length} files`]
  return table([
    ['Portico artefact', 'raw kB', 'gzip kB', 'files'],
    row(artefacts.initial, 'initial (entry)'),
    ...artefacts.lazy.map((a) => row(a, `lazy ${a.label}`)),
    ...artefacts.remotes.map((a) => row(a, a.label)),
  ])
}
