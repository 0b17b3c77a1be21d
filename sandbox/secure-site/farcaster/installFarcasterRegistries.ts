import { createTestClient, encodeAbiParameters, http, keccak256, numberToHex, type Address } from 'viem'
import { compileFarcasterRegistries } from './compileFarcasterRegistries'
import { custodyAccount, type SandboxFarcasterUser } from './sandboxFarcasterUsers'

/** Where @farcaster/auth-client's viemConnector reads them (Farcaster's Optimism deployments). */
export const FARCASTER_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const FARCASTER_KEY_REGISTRY: Address = '0x00000000fc1237824fb747abde0ff18990e59b7e'

// SandboxIdRegistry's idOf mapping is its first (and only) state variable.
const ID_OF_SLOT = 0n

/**
 * Puts the mock registries on an anvil node (anvil_setCode) and registers `users` in IdRegistry
 * (idOf(custody) = fid, written with anvil_setStorageAt). Safe to call again: it rewrites the same.
 * @example await installFarcasterRegistries(anvil.rpcUrl, SANDBOX_FARCASTER_USERS)
 */
export async function installFarcasterRegistries(rpcUrl: string, users: readonly SandboxFarcasterUser[]): Promise<void> {
  const { idRegistry, keyRegistry } = compileFarcasterRegistries()
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  await client.setCode({ address: FARCASTER_ID_REGISTRY, bytecode: idRegistry })
  await client.setCode({ address: FARCASTER_KEY_REGISTRY, bytecode: keyRegistry })
  for (const user of users) {
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [custodyAccount(user).address, ID_OF_SLOT]))
    await client.setStorageAt({ address: FARCASTER_ID_REGISTRY, index: slot, value: numberToHex(user.fid, { size: 32 }) })
  }
}
