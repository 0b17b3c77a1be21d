import { keccak256, stringToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Where the sandbox puts SandboxNameRegistry (sandbox/contracts/) on its first chain, with anvil_setCode. */
export const SANDBOX_NAME_REGISTRY: Address = '0x000000000000000000000000000000004e414d45'

/**
 * The key the sandbox's profile handlers write names with: a **public sandbox dev key** (keccak256
 * of a fixed label) holding only what the installer gives it on anvil. Never use it elsewhere.
 */
export const SANDBOX_NAME_RELAYER_KEY: Hex = keccak256(stringToHex('portico sandbox name relayer'))
export const sandboxNameRelayer = privateKeyToAccount(SANDBOX_NAME_RELAYER_KEY)

/** SandboxNameRegistry's functions, as the handlers and the installer call them. */
export const nameRegistryAbi = [
  {
    type: 'function',
    name: 'register',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name', type: 'string' },
      { name: 'owner', type: 'address' },
      { name: 'coinType', type: 'uint64' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'recordOf',
    stateMutability: 'view',
    inputs: [{ name: 'name', type: 'string' }],
    outputs: [
      { name: 'owner', type: 'address' },
      { name: 'coinType', type: 'uint64' },
      { name: 'createdAt', type: 'uint64' },
    ],
  },
  {
    type: 'function',
    name: 'namesOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'string[]' }],
  },
] as const
