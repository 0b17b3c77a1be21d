import { nameRegistrationMessage } from '@portico/contracts'
import { fileURLToPath } from 'node:url'
import { createPublicClient, createWalletClient, encodeFunctionData, getAddress, http, namehash, parseAbi, stringToHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress, waitForTransactionReceipt } from 'viem/actions'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSolidity } from '../../../../sandbox/scripts/compileSolidity'
import { ANVIL_DEV_PRIVATE_KEYS, findFreePort, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { startPorticoServer, type PorticoServer } from '../../startPorticoServer'
import { deployTestEns } from '../../testing/deployTestEns'
import { answerCcipRead } from './answerCcipRead'
import type { NameStore } from './nameStore'

const OFFCHAIN_RESOLVER = fileURLToPath(new URL('../../../contracts/OffchainResolver.sol', import.meta.url))
const RESOLVER_SERVICE_ABI = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes, uint64, bytes)'])
const ADDR_ABI = parseAbi(['function addr(bytes32 node) view returns (address)'])
const RESOLVE_WITH_PROOF_ABI = parseAbi(['function resolveWithProof(bytes response, bytes extraData) view returns (bytes)'])
const UNIVERSAL_RESOLVER = fileURLToPath(new URL('../../testing/contracts/TestUniversalResolver.sol', import.meta.url))

// ENS-aware clients resolve the server's names: an OffchainResolver set on portico.eth in the
// test ENS defers to the server's CCIP-read gateway, which signs what the names store holds.
describe('the CCIP-read gateway (EIP-3668) with an OffchainResolver on anvil', () => {
  let chain: AnvilInstance
  let server: PorticoServer
  let universalResolver: Address
  let resolver: Address
  const signerKey = generatePrivateKey()
  const signer = privateKeyToAccount(signerKey)

  beforeAll(async () => {
    chain = await startAnvil({ port: 0, chainId: 31337 })
    const deployer = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]), transport: http(chain.rpcUrl), chain: anvil })
    const deploy = async (path: string, name: string, args: readonly unknown[]) => {
      const contract = compileSolidity(path)[name]!
      const receipt = await waitForTransactionReceipt(deployer, { hash: await deployer.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args }) })
      return getAddress(receipt.contractAddress!)
    }
    const ens = await deployTestEns(chain.rpcUrl)
    // The server's port first: the resolver holds the gateway's URL, the server the resolver's address.
    const port = await findFreePort()
    resolver = await deploy(OFFCHAIN_RESOLVER, 'OffchainResolver', [`http://127.0.0.1:${port}/v1/ccip`, [signer.address]])
    await ens.setResolver('portico.eth', resolver)
    universalResolver = await deploy(UNIVERSAL_RESOLVER, 'TestUniversalResolver', [ens.registry])
    server = await startPorticoServer({
      port,
      host: '127.0.0.1',
      logLevel: 'silent',
      chains: [{ id: 'eip155:31337', rpcUrl: chain.rpcUrl }],
      projects: [{ id: 'p1', allowedOrigins: ['*'] }],
      keys: { ccipSigner: signerKey },
      names: { zones: ['reown.id'], ccip: { parent: 'portico.eth', resolver, signerKey: 'ccipSigner' } },
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await chain?.stop()
  })

  it("viem's getEnsAddress resolves alice.portico.eth through the gateway to the address stored for alice.reown.id", async () => {
    const alice = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[1])
    const message = nameRegistrationMessage('alice.reown.id', Date.now())
    const registered = await fetch(`${server.url}/v1/profile/account?projectId=p1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await alice.signMessage({ message }), coin_type: 0x80000000 + 31337, address: alice.address }),
    })
    expect(registered.status).toBe(200)
    const client = createPublicClient({ chain: anvil, transport: http(chain.rpcUrl) })
    expect(await getEnsAddress(client, { name: 'alice.portico.eth', universalResolverAddress: universalResolver })).toBe(alice.address)
    // A free label resolves to nothing, as ENS answers a name without an address.
    expect(await getEnsAddress(client, { name: 'nobody.portico.eth', universalResolverAddress: universalResolver })).toBeNull()
  })

  it("the resolver refuses an answer signed by another key, or one past its expiry", async () => {
    const bob = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[2])
    const store: NameStore = { byName: async () => ({ name: 'bobby.reown.id', address: bob.address, coinType: 60, attributes: {}, registeredAt: new Date(), updatedAt: new Date() }), byAddress: async () => [], insert: async () => false }
    const dnsName = `0x${['bob', 'portico', 'eth'].map((label) => `${label.length.toString(16).padStart(2, '0')}${stringToHex(label).slice(2)}`).join('')}00` as Hex
    const request = encodeFunctionData({ abi: RESOLVER_SERVICE_ABI, functionName: 'resolve', args: [dnsName, encodeFunctionData({ abi: ADDR_ABI, functionName: 'addr', args: [namehash('bob.portico.eth')] })] })
    const client = createPublicClient({ chain: anvil, transport: http(chain.rpcUrl) })
    const check = async (signerKey: Hex, now = Date.now()) => {
      const { data } = await answerCcipRead({ sender: resolver, data: request }, { store, parent: 'portico.eth', zone: 'reown.id', resolver, signerKey, ttlSeconds: 300, now: () => now })
      return client.readContract({ address: resolver, abi: RESOLVE_WITH_PROOF_ABI, functionName: 'resolveWithProof', args: [data, request] })
    }
    expect((await check(signerKey)).toLowerCase()).toBe(`0x${bob.address.slice(2).toLowerCase().padStart(64, '0')}`)
    await expect(check(generatePrivateKey())).rejects.toThrow(/not signed by a gateway signer/)
    await expect(check(signerKey, Date.now() - 3_600_000)).rejects.toThrow(/answer expired/)
  })
})
