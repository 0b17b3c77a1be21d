import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { CONTRACT_VERSION, parseSemver } from '../contracts/src/plugin/contractVersion'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { connectSandboxWallet, modal, recordRequests, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
const [major, minor] = parseSemver(CONTRACT_VERSION) ?? [0, 0]
// Builds of one plugin as if made against other versions of @portico/contracts; on the first minor
// of a major (x.0.0) the minor it knows is its own, with another patch.
const BUILDS = { olderMinor: `${major}.${Math.max(minor - 1, 0)}.3`, newerMinor: `${major}.${minor + 1}.0`, otherMajor: `${major + 1}.0.0` }

let root: string
let cdn: StaticServer

/** `npm run build:plugin -- <name> --out <dir> [--contract-version v]`, as a feature team runs it. */
function buildPlugin(name: string, out: string, contractVersion?: string) {
  const args = ['--import', 'jiti/register', 'toolchain/plugins/buildPlugin.ts', name, '--out', out, ...(contractVersion ? ['--contract-version', contractVersion] : [])]
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`build:plugin ${name} failed: ${result.stderr}`)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'portico-plugins-'))
  for (const [name, version] of Object.entries(BUILDS)) buildPlugin('receive', join(root, name), version)
  buildPlugin('send', join(root, 'current'))
}, 120_000)
beforeAll(async () => {
  // Another origin than the sandbox's: the shell reads the description across origins (CORS).
  cdn = await serveStatic(root, { cors: true })
})
afterAll(async () => {
  await cdn?.close()
  rmSync(root, { recursive: true, force: true })
})

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const receiveFrom = (build: keyof typeof BUILDS) => `${cdn.url}${build}/receive-0.1.0/remoteEntry.js`
const fromCdn = (urls: string[], file: string) => urls.filter((url) => url.startsWith(cdn.url) && url.endsWith(file))

describe('a plugin deployed on its own origin', () => {
  it('loads a build for a minor it knows: an older one, or its own with another patch on a x.0.0 contract', async () => {
    const requests = recordRequests(page)
    await page.goto(`/?pluginUrl.receive=${encodeURIComponent(receiveFrom('olderMinor'))}`)
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    const urls = requests.map((r) => r.url())
    expect(fromCdn(urls, '/description.json')).toEqual([`${cdn.url}olderMinor/receive-0.1.0/description.json`])
    expect(fromCdn(urls, '/remoteEntry.js')).toEqual([receiveFrom('olderMinor')])
  })

  it.each([
    ['newerMinor', `built for contract ${BUILDS.newerMinor}, newer than this shell's ${CONTRACT_VERSION}`],
    ['otherMajor', `built for contract ${BUILDS.otherMajor}, another major than this shell's ${CONTRACT_VERSION}`],
  ] as const)('refuses the %s build, naming both versions, without fetching its code', async (build, reason) => {
    const requests = recordRequests(page)
    await page.goto(`/?pluginUrl.receive=${encodeURIComponent(receiveFrom(build))}`)
    await connectSandboxWallet(page)
    const unavailable = modal(page).getByText('Receive unavailable')
    await unavailable.waitFor()
    expect(await unavailable.locator('xpath=..').getAttribute('title')).toBe(reason)
    expect(fromCdn(requests.map((r) => r.url()), '/remoteEntry.js')).toEqual([])
    // The rest of the modal works: the other plugins are there.
    await modal(page).getByRole('button', { name: 'Send', exact: true }).waitFor()
  })

  it('runs Send from the folder `npm run build:plugin -- send` made, on another origin', async () => {
    const requests = recordRequests(page)
    await page.goto(`/?pluginUrl.send=${encodeURIComponent(`${cdn.url}current/send-0.1.0/remoteEntry.js`)}`)
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('WalletSend')
    await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toContain('ETH')
    expect(requests.some((r) => r.url().includes('/plugins/send/'))).toBe(false)
    expect(fromCdn(requests.map((r) => r.url()), '/remoteEntry.js')).toEqual([`${cdn.url}current/send-0.1.0/remoteEntry.js`])
  })
})
