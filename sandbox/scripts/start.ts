import { fileURLToPath } from 'node:url'
import { startAnvil } from './anvil'
import { build } from './build'
import { serveSandbox } from './serve'

const PORT = Number(process.env.PORT ?? 5173)
const ANVIL_PORT = Number(process.env.ANVIL_PORT ?? 8545)
const CHAIN_ID = 31337

/** `npm start`: anvil, a production build of shell + plugins + sandbox, and a static server. */
async function main() {
  console.log('building the shell, the plugin remotes and the sandbox...')
  await build('production')
  const anvil = await startAnvil({ port: ANVIL_PORT, chainId: CHAIN_ID })
  const server = await serveSandbox({
    root: fileURLToPath(new URL('../../dist/sandbox', import.meta.url)),
    port: PORT,
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
  })
  console.log(`anvil (chain ${CHAIN_ID}) at ${anvil.rpcUrl}`)
  console.log(`Portico sandbox at ${server.url}  (Ctrl-C stops everything)`)
  const stop = async () => {
    await server.close()
    await anvil.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
