import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'

export interface SandboxServer {
  url: string
  close: () => Promise<void>
}

export interface SandboxChain {
  chainId: number
  rpcUrl: string
  name: string
}

/** An ERC-20 deployed to a local chain at start (sandbox/scripts/deployToken.ts). */
export interface SandboxToken {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
}

/**
 * Serves the built sandbox and, at /sandbox-config.js, the local chains and their tokens: the dapp configures all
 * of them, the sandbox wallet knows only the first, so switching to another exercises
 * wallet_addEthereumChain. Port 0 picks a free port.
 */
export async function serveSandbox(args: {
  root: string
  port: number
  chains: readonly SandboxChain[]
  /** The sandbox ERC-20s, for the mock Blockchain API that answers balances and history from the chain. */
  tokens?: readonly SandboxToken[]
}): Promise<SandboxServer> {
  const [first] = args.chains
  if (!first) throw new Error('The sandbox needs at least one chain')
  const assets = sirv(args.root, { dev: false, etag: true, gzip: false, single: false })
  const configScript = [
    `window.__porticoSandbox = ${JSON.stringify({ chains: args.chains, tokens: args.tokens ?? [] })};`,
    `window.__porticoSandboxWallet = ${JSON.stringify({ rpcUrl: first.rpcUrl, chainId: first.chainId, chainName: first.name })};`,
    '',
  ].join('\n')
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
