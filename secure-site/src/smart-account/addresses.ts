import type { Address, Hex } from 'viem'

/** The deterministic CREATE2 deployer anvil has at genesis: it takes `salt ++ initcode` as calldata. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** EntryPoint v0.8 (@account-abstraction/contracts 0.8.0) at its canonical address, and its salt. */
export const ENTRY_POINT_V08 = {
  address: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
} as const satisfies { address: Address; salt: Hex }

/** Simple7702Account (0.8.0), the implementation an embedded EOA delegates to (EIP-7702), and its salt. */
export const SIMPLE_7702_ACCOUNT = {
  address: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies { address: Address; salt: Hex }

/**
 * PorticoSessionAccount (sandbox/contracts/PorticoSessionAccount.sol): Simple7702Account plus smart
 * sessions, the implementation the embedded wallet delegates to. Deployed like the canonical ones
 * (salt 0 through the deterministic deployer), so its address follows from its creation code:
 * deploySessionContracts checks it, and a change to the source means a new address here.
 */
export const PORTICO_SESSION_ACCOUNT = {
  address: '0xc32DD5751c2B1F5ad63408ce61b1028fdBD848Dc',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies { address: Address; salt: Hex }

/** SessionCounter (same source): the contract the sandbox's sessions call (increment granted, reset not). */
export const SESSION_COUNTER = {
  address: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies { address: Address; salt: Hex }

/** What an embedded wallet's account delegates to (EIP-7702). */
export const SMART_ACCOUNT_IMPLEMENTATION: Address = PORTICO_SESSION_ACCOUNT.address
