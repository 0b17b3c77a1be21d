import { spawn } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NGINX_BIN, stopNginx } from '../../toolchain/processes/startNginx'

export interface TlsNginx {
  stop: () => Promise<void>
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Debian's nginx in the foreground with `httpBlock` (the contents of its `http { }`), unprivileged,
 * its pid, logs and temp files in a throwaway folder; resolves once every port of `ports` accepts
 * connections (the TLS servers the block listens on).
 * @example const nginx = await startTlsNginx(operatorsNginxConfig(addresses), [443])
 */
export async function startTlsNginx(httpBlock: string, ports: readonly number[]): Promise<TlsNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-topology-nginx-'))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`).join(' ')
  const config = ['daemon off;', 'worker_processes 1;', `pid ${join(dir, 'nginx.pid')};`, `error_log ${join(dir, 'error.log')} warn;`, 'events { worker_connections 256; }', `http {\n  access_log off;\n  ${temp}\n${httpBlock}\n}`].join('\n')
  await writeFile(join(dir, 'nginx.conf'), config)
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  for (let attempt = 0; !(await Promise.all(ports.map(listening))).every(Boolean); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) throw new Error(`nginx did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { stop: () => stopNginx(child, dir) }
}
