import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from './anvil'

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
export const NGINX_BIN = '/usr/sbin/nginx'

export const nginxInstalled = () => existsSync(NGINX_BIN)

export interface NginxInstance {
  /** `http://127.0.0.1:<port>` */
  url: string
  stop: () => Promise<void>
}

/**
 * nginx in the foreground with `config` (an `http { ... }` block's contents, `{{port}}` where it
 * listens), its pid, logs and temp files in a throwaway folder.
 * @example const balancer = await startNginx(nginxBalancerConfig(['127.0.0.1:8080', '127.0.0.1:8081']))
 */
export async function startNginx(httpBlock: string): Promise<NginxInstance> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-nginx-'))
  const port = await findFreePort()
  const config = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    `  client_body_temp_path ${join(dir, 'body')}; proxy_temp_path ${join(dir, 'proxy')}; fastcgi_temp_path ${join(dir, 'fastcgi')}; uwsgi_temp_path ${join(dir, 'uwsgi')}; scgi_temp_path ${join(dir, 'scgi')};`,
    httpBlock.replaceAll('{{port}}', String(port)),
    '}',
  ].join('\n')
  await writeFile(join(dir, 'nginx.conf'), config)
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    if (await fetch(`${url}/health`).then(() => true, () => false)) break
    if (attempt > 100) throw new Error(`nginx did not answer at ${url}: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url, stop: () => stopNginx(child, dir) }
}

/** Stops an nginx started in the foreground (SIGQUIT: it lets its connections finish) and deletes its folder. */
export async function stopNginx(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGQUIT')
    await exited
  }
  await rm(dir, { recursive: true, force: true })
}
