import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'

export interface SandboxServer {
  url: string
  close: () => Promise<void>
}

/**
 * Serves the built sandbox and, at /sandbox-config.js, the anvil endpoint the page and the
 * sandbox wallet talk to. Port 0 picks a free port.
 */
export async function serveSandbox(args: { root: string; port: number; rpcUrl: string; chainId: number }): Promise<SandboxServer> {
  const assets = sirv(args.root, { dev: false, etag: true, gzip: false, single: false })
  const chain = JSON.stringify({ rpcUrl: args.rpcUrl, chainId: args.chainId })
  // One chain for the dapp and the sandbox wallet, which each read their own global.
  const configScript = `window.__porticoSandbox = ${chain};\nwindow.__porticoSandboxWallet = ${chain};\n`
  const server: Server = createServer((req, res) => {
    if (req.url === '/sandbox-config.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      res.end(configScript)
      return
    }
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(args.port, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
