// The production topology of docs/operators.md, tested: Debian's nginx with TLS (a throwaway
// certificate) and the docs' own configuration in front of two Portico Server and two secure-site
// instances on one PostgreSQL 15, all installed from the tarballs and run by plain node with the
// commands the container files use (migrate, then start). chromium drives the sandbox dapp (served
// through the same nginx, so the dapp and the frame are one site) against it: an email login with
// its recovery step, a balance from the servers, and a send approved in the secure site's window.
// Then, under load through nginx, one server instance is killed and PostgreSQL crashes and comes back.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { Agent, fetch as undiciFetch } from 'undici'
import { createClient, formatEther, http, parseEther, type Address, type Hex } from 'viem'
import { getBalance, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backendCommand, firstLineMatching, installBackends, plainEnvironment, SECURE_SITE_SECRET_FILE_VARIABLE, stop } from '../packages/check/runInstalledBackends'
import { readWorkspacePackage } from '../packages/scripts/manifests'
import { packOnce } from '../packages/scripts/packOnce'
import { PACKAGES_DIST } from '../packages/scripts/repo'
import { serveSandbox } from '../sandbox/scripts/serve'
import { porticoServerConfig } from '../sandbox/scripts/porticoServerConfig'
import { readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'
import { startMailCatcher, type MailCatcher } from '../sandbox/secure-site/mail/startMailCatcher'
import { mailCatcherSmtp } from '../sandbox/secure-site/startSecureSiteAuth'
import { OUTAGE_PHASES, outageWalk, type OutagePhase } from '../toolchain/load/outageWalk'
import { ANVIL_DEV_ADDRESSES, findFreePort } from '../toolchain/processes/anvil'
import { nginxInstalled } from '../toolchain/processes/startNginx'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../toolchain/processes/startPostgres'
import type { StaticServer } from '../toolchain/processes/serveStatic'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, REDUCED_TRANSPARENCY } from './chromium'
import { modal } from './browser'
import { secureFrame, startEmailLogin } from './embeddedLogin'
import { operatorsNginxConfig } from './topology/operatorsNginxConfig'
import { startTlsNginx, type TlsNginx } from './topology/startTlsNginx'

const chains = inject('chains')
const tokens = inject('tokens')
const uniswapV2 = inject('uniswapV2')
const SANDBOX_DIST = fileURLToPath(new URL('../dist/sandbox', import.meta.url))
const PROJECT_ID = 'portico-sandbox'
const PASSWORD = 'topology recovery phrase'
const ready = nginxInstalled() && postgresInstalled()
if (!ready) console.warn('[topology] skipped: nginx or PostgreSQL 15 server binaries are not installed (.ci/run installs both)')

/** A throwaway certificate for 127.0.0.1, and the SPKI hash chromium is told to trust (nothing else). */
function throwawayCertificate(dir: string): { certificate: string; key: string; spki: string } {
  const [certificate, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')]
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' })
  return { certificate, key, spki: createHash('sha256').update(publicKey).digest('base64') }
}

/** A free loopback port by each name. */
async function freePorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
  const entries: [Name, number][] = []
  for (const name of names) entries.push([name, await findFreePort()])
  return Object.fromEntries(entries) as Record<Name, number>
}

describe.skipIf(!ready)('the production topology from the tarballs (nginx with TLS, 2 servers, 2 secure sites, one PostgreSQL)', () => {
  const children: ChildProcess[] = []
  let dir: string
  let pg: PostgresInstance
  let mail: MailCatcher
  let nginx: TlsNginx
  let dapp: StaticServer
  let browser: Browser
  let origins: { api: string; frame: string; auth: string; dapp: string }
  /** The instances' and the static server's own origins, which only nginx may call. */
  let directOrigins: string[]
  const timings: Record<string, number> = {}
  let tlsCertificate: string
  let serverPorts: number[]
  const serverByPort = new Map<number, ChildProcess>()
  /** Starts a Portico Server instance from the installed bin on `port`, as its supervisor would. */
  let startServer: (port: number) => Promise<ChildProcess>

  beforeAll(async () => {
    const started = Date.now()
    packOnce()
    timings.pack = (Date.now() - started) / 1000
    dir = mkdtempSync(join(tmpdir(), 'portico-topology-'))
    installBackends(dir, PACKAGES_DIST, readWorkspacePackage('server').version)
    timings.install = (Date.now() - started) / 1000 - timings.pack
    ;[pg, mail] = await Promise.all([startPostgres(), startMailCatcher()])
    const tls = throwawayCertificate(dir)
    tlsCertificate = tls.certificate
    const { api, frame, auth, dappPort, staticPort, server1, server2, frame1, auth1, frame2, auth2 } = await freePorts(['api', 'frame', 'auth', 'dappPort', 'staticPort', 'server1', 'server2', 'frame1', 'auth1', 'frame2', 'auth2'])
    directOrigins = [staticPort, server1, server2, frame1, auth1, frame2, auth2].map((port) => `http://127.0.0.1:${port}`)
    origins = { api: `https://127.0.0.1:${api}`, frame: `https://127.0.0.1:${frame}`, auth: `https://127.0.0.1:${auth}`, dapp: `https://127.0.0.1:${dappPort}` }

    // Portico Server: one config file, each instance's port from PORT; the database from DATABASE_URL_FILE.
    const serverConfig = porticoServerConfig({ chains, tokens, uniswapV2, port: 0, project: { id: PROJECT_ID, allowedOrigins: [origins.dapp] } })
    writeFileSync(join(dir, 'portico.json'), JSON.stringify({ ...serverConfig, database: {}, publicUrl: origins.api, trustProxy: { header: 'x-forwarded-for', hops: 1 } }))
    writeFileSync(join(dir, 'database-url'), `${pg.url}\n`)
    writeFileSync(join(dir, 'secure-site-secret'), `${'cd'.repeat(32)}\n`)
    const serverEnv = (port: number) => plainEnvironment({ DATABASE_URL_FILE: join(dir, 'database-url'), PORT: String(port) })
    // The secure site: an instance's ports in its own file, approvals in its own window (the default).
    const siteConfig = (framePort: number, authPort: number) => ({
      framePort,
      authPort,
      frameUrl: origins.frame,
      authUrl: origins.auth,
      projects: { [PROJECT_ID]: { allowedOrigins: [origins.dapp] } },
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      smtp: mailCatcherSmtp(mail),
    })
    writeFileSync(join(dir, 'secure-site-1.json'), JSON.stringify(siteConfig(frame1, auth1)))
    writeFileSync(join(dir, 'secure-site-2.json'), JSON.stringify(siteConfig(frame2, auth2)))
    const siteEnv = plainEnvironment({ DATABASE_URL_FILE: join(dir, 'database-url'), [SECURE_SITE_SECRET_FILE_VARIABLE]: join(dir, 'secure-site-secret') })

    const bin = (name: string) => join(dir, 'node_modules/.bin', name)
    const migrateStarted = Date.now()
    execFileSync(bin('portico-server'), backendCommand('migrate', 'portico.json'), { cwd: dir, env: serverEnv(server1), stdio: 'pipe' })
    execFileSync(bin('portico-secure-site'), backendCommand('migrate', 'secure-site-1.json'), { cwd: dir, env: siteEnv, stdio: 'pipe' })
    timings.migrate = (Date.now() - migrateStarted) / 1000
    const start = (name: string, args: string[], env: NodeJS.ProcessEnv, pattern: RegExp) => {
      const child = spawn(bin(name), args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
      children.push(child)
      return { child, started: firstLineMatching(child, pattern) }
    }
    startServer = async (port) => {
      const { child, started } = start('portico-server', backendCommand('start', 'portico.json'), serverEnv(port), /Portico Server listening at/)
      await started
      serverByPort.set(port, child)
      return child
    }
    serverPorts = [server1, server2]
    const startStarted = Date.now()
    await Promise.all([
      ...serverPorts.map((port) => startServer(port)),
      ...['secure-site-1.json', 'secure-site-2.json'].map((file) => start('portico-secure-site', backendCommand('start', file), siteEnv, /"secure site started"/).started),
    ])
    timings.start = (Date.now() - startStarted) / 1000

    dapp = await serveSandbox({ root: SANDBOX_DIST, port: staticPort, chains, tokens, uniswapV2, secureSiteUrl: `${origins.frame}/`, porticoServerUrl: origins.api })
    // docs/operators.md's configuration as written, and one more server for the dapp's own page.
    const dappBlock = `server {\n  listen 127.0.0.1:${dappPort} ssl;\n  location / { proxy_pass http://127.0.0.1:${staticPort}; }\n}`
    nginx = await startTlsNginx(`${operatorsNginxConfig({ servers: [server1, server2], secureSites: [{ frame: frame1, auth: auth1 }, { frame: frame2, auth: auth2 }], listen: { api, frame, auth }, ...tls })}\n${dappBlock}`, [api, frame, auth, dappPort])
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, REDUCED_TRANSPARENCY, `--ignore-certificate-errors-spki-list=${tls.spki}`] })
    console.info('[topology] setup (s):', timings)
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await nginx?.stop()
    // The instance the outage walk killed has exited by its signal (no exit code): it has nothing to stop.
    await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? stop(child) : undefined)))
    await dapp?.close()
    await Promise.all([pg?.stop(), mail?.stop()])
    if (dir) rmSync(dir, { recursive: true, force: true })
  }, 120_000)

  it('an email login with its recovery step, a balance, and a send approved in the secure window, every call through nginx', async () => {
    const context = await browser.newContext({ baseURL: origins.dapp })
    const page = await context.newPage()
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).origin))
    await page.goto('/')
    const email = `topology-${Date.now()}@example.com`
    await startEmailLogin(page, email)
    // A new device's approval link comes first: opened in the browser, as from the inbox (its TLS is the throwaway certificate's).
    const first = await mail.client.waitForMail(email, (message) => message.subject.includes('sign-in code') || message.subject.includes('new device'), 30_000)
    if (first.subject.includes('new device')) {
      const link = await context.newPage()
      await link.goto(readApprovalLink(first))
      await link.close()
    }
    const code = readOtp(await mail.client.waitForMail(email, (message) => message.subject.includes('sign-in code'), 30_000))
    await modal(page).getByRole('textbox', { name: '6-digit code' }).fill(code)

    // The recovery step, in the frame's own page as production shows it.
    const keyStep = secureFrame(page).getByRole('dialog')
    await keyStep.waitFor({ timeout: 30_000 })
    expect(await keyStep.getByRole('heading').textContent()).toBe('Protect your wallet')
    await keyStep.getByLabel('Recovery password', { exact: true }).fill(PASSWORD)
    await keyStep.getByLabel('Repeat the recovery password').fill(PASSWORD)
    await keyStep.getByRole('button', { name: 'Set recovery password' }).click()
    await page.locator('portico-modal [role="dialog"][data-view="Account"]').waitFor({ timeout: 30_000 })
    const address = (await page.getByTestId('dapp-address').textContent()) as Address

    // Funded from the chain (production has no faucet), then the balance the servers answer.
    const chain = createClient({ transport: http(chains[0]?.rpcUrl) })
    await chain.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [address, `0x${parseEther('2').toString(16)}`] as never })
    const balance = await page.evaluate(async ({ api, address, project, chainId }) => {
      const answer = await fetch(`${api}/v1/account/${address}/balance?projectId=${project}&currency=usd&chainId=eip155:${chainId}&forceUpdate=true`)
      return { status: answer.status, body: await answer.text() }
    }, { api: origins.api, address, project: PROJECT_ID, chainId: chains[0]?.chainId ?? 0 })
    expect(balance.status).toBe(200)
    expect(balance.body).toContain('"numeric":"2"')

    // A send: the frame offers the secure window, whose Approve sends it.
    const before = await getBalance(chain, { address })
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'eth_sendTransaction' }).click()
    const [popup] = await Promise.all([context.waitForEvent('page'), secureFrame(page).getByRole('button', { name: 'Approve in a secure window' }).click()])
    expect(new URL(popup.url()).origin).toBe(origins.frame)
    await approveClosingPopup(popup)
    const result = page.getByTestId('request-result')
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^eth_sendTransaction: 0x[0-9a-f]{64}$/)
    const hash = (await result.textContent())?.replace('eth_sendTransaction: ', '') as Hex
    expect(await waitForTransactionReceipt(chain, { hash })).toMatchObject({ status: 'success' })
    console.info(`[topology] ${formatEther(before)} ETH before the send, ${formatEther(await getBalance(chain, { address }))} after`)

    // The page and its frame reached every backend through nginx's TLS origins, never an instance's own port.
    expect([...hosts].filter((origin) => directOrigins.includes(origin))).toEqual([])
    expect([...hosts]).toEqual(expect.arrayContaining([origins.dapp, origins.api, origins.frame, origins.auth]))
    await context.close()
  }, 180_000)

  it('under load through nginx, an instance killed and PostgreSQL crashed: idempotent calls all answered, the database calls 503 then back', async () => {
    const dispatcher = new Agent({ connect: { ca: readFileSync(tlsCertificate) } })
    const chainId = `eip155:${chains[0]?.chainId ?? 0}`
    const balance = `/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=${PROJECT_ID}&currency=usd&chainId=${chainId}`
    await (await undiciFetch(`${origins.api}${balance}`, { dispatcher })).arrayBuffer()
    const [killedPort = 0] = serverPorts
    const killed = serverByPort.get(killedPort)
    const walk = await outageWalk({
      url: origins.api,
      dispatcher,
      connections: 8,
      phaseSeconds: 3,
      calls: [
        { name: 'supported chains', path: `/v1/supported-chains?projectId=${PROJECT_ID}`, needsDatabase: false },
        { name: 'cached balance', path: balance, needsDatabase: false },
        { name: 'name lookup', path: `/v1/profile/account/nobody.reown.id?projectId=${PROJECT_ID}&apiVersion=2`, needsDatabase: true },
      ],
      actions: {
        killInstance: async () => {
          const exited = killed ? once(killed, 'exit') : Promise.resolve()
          killed?.kill('SIGKILL')
          await exited
        },
        stopDatabase: () => pg.crash(),
        startDatabase: () => pg.restart(),
        restartInstance: async () => {
          await startServer(killedPort)
        },
      },
    })
    await dispatcher.close()
    console.info('[topology] outage walk:', JSON.stringify(walk))
    const answersOf = (call: string, phase: OutagePhase) => walk.counts.find((count) => count.call === call && count.phase === phase)?.answers ?? {}
    for (const phase of OUTAGE_PHASES) {
      for (const call of ['supported chains', 'cached balance']) expect(Object.keys(answersOf(call, phase)), `${call}, ${phase}`).toEqual(['200'])
      expect(Object.keys(answersOf('name lookup', phase)).filter((answer) => answer !== '200' && answer !== '503'), phase).toEqual([])
    }
    expect(answersOf('name lookup', 'database down')['503']).toBeGreaterThan(0)
    expect(answersOf('name lookup', 'database back')['200']).toBeGreaterThan(0)
  }, 120_000)
})

/** Clicks Approve in the secure window, which closes itself as it answers (the click may report the close). */
async function approveClosingPopup(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close')
  await popup
    .getByRole('dialog')
    .getByRole('button', { name: 'Approve', exact: true })
    .click({ timeout: 20_000 })
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}
