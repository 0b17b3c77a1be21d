import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'

const readySchema = z.object({ url: z.string() })

/**
 * serveStatic in a process of its own, as a CDN is: served from the driver's process, a file the
 * page fetches on a click waited while the driver read and gzipped the previous response, which
 * slowed only the apps that load code on a click.
 */
export function serveApart(root: string): Promise<StaticServer> {
  const child = fork(fileURLToPath(import.meta.url), [root], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the static server for ${root} exited (${code})`)))
    child.once('message', (message) => {
      const { url } = readySchema.parse(message)
      resolve({
        url,
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit')
            child.once('exit', () => done())
            child.kill()
          }),
      })
    })
  })
}

// The child: serve the folder, say where, stop with the parent.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const root = process.argv[2]
  if (!root) throw new Error('serveApart: no folder to serve')
  const server = await serveStatic(root)
  process.send({ url: server.url })
  process.on('disconnect', () => void server.close().then(() => process.exit(0)))
}
