import { fileURLToPath } from 'node:url'
import { build } from './build'
import { deploySandboxTokens } from './deployToken'
import { startLocalChains } from './localChains'
import { serveSandbox } from './serve'

const PORT = Number(process.env.PORT ?? 5173)
const ANVIL_PORT = Number(process.env.ANVIL_PORT ?? 8545)

/** `npm start`: two anvil chains, a production build of shell + plugins + sandbox, a static server. */
async function main() {
  console.log('building the shell, the plugin remotes and the sandbox...')
  await build('production')
  const chains = await startLocalChains([ANVIL_PORT, ANVIL_PORT + 1])
  const tokens = await deploySandboxTokens(chains.chains)
  const server = await serveSandbox({
    root: fileURLToPath(new URL('../../dist/sandbox', import.meta.url)),
    port: PORT,
    chains: chains.chains,
    tokens,
  })
  for (const chain of chains.chains) console.log(`anvil ${chain.name} (chain ${chain.chainId}) at ${chain.rpcUrl}`)
  for (const token of tokens) console.log(`${token.symbol} (ERC-20) on chain ${token.chainId} at ${token.address}`)
  console.log(`Portico sandbox at ${server.url}  (Ctrl-C stops everything)`)
  const stop = async () => {
    await server.close()
    await chains.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
