import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { BENCH_DIR, type BenchApp } from './artefacts'

/** The products Portico is compared with; each has its app in bench/apps/<id>. */
export const PEER_APPS = ['appkit', 'rainbowkit'] as const satisfies readonly BenchApp[]
export type PeerApp = (typeof PEER_APPS)[number]

/** The npm package that stands for each peer; its version is the one pinned in bench/package.json. */
const PEER_PACKAGES: Record<PeerApp, { name: string; title: string }> = {
  appkit: { name: '@reown/appkit', title: 'AppKit' },
  rainbowkit: { name: '@rainbow-me/rainbowkit', title: 'RainbowKit' },
}

const benchPackageSchema = z.object({ dependencies: z.record(z.string(), z.string()) })

/**
 * Each peer's package and pinned version, read from bench/package.json so the table never names
 * a version other than the one installed.
 * @example peerVersions().rainbowkit // { name: '@rainbow-me/rainbowkit', title: 'RainbowKit', version: '2.2.11' }
 */
export function peerVersions(): Record<PeerApp, { name: string; title: string; version: string }> {
  const { dependencies } = benchPackageSchema.parse(JSON.parse(readFileSync(join(BENCH_DIR, 'package.json'), 'utf8')))
  const entry = (peer: PeerApp) => {
    const { name, title } = PEER_PACKAGES[peer]
    const version = dependencies[name]
    if (!version) throw new Error(`bench/package.json does not pin ${name}`)
    return { name, title, version }
  }
  return { appkit: entry('appkit'), rainbowkit: entry('rainbowkit') }
}
