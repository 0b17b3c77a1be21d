import { keccak256, stringToHex, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

/** A Farcaster user of the sandbox: registered in the mock IdRegistry, signed in as from the sandbox Farcaster app. */
export type SandboxFarcasterUser = {
  fid: number
  username: string
  displayName: string
  /** The custody key: a sandbox dev key, public in this file, holding nothing. Never use it elsewhere. */
  custodyKey: Hex
}

// Each custody key is keccak256 of a fixed label: reproducible, and plainly not a real key.
const devKey = (username: string): Hex => keccak256(stringToHex(`portico sandbox farcaster custody key: ${username}`))

/** The sandbox's Farcaster users, the same on every start (fids well above any test's). */
export const SANDBOX_FARCASTER_USERS: readonly SandboxFarcasterUser[] = [
  { fid: 20_001, username: 'alice', displayName: 'Alice (sandbox)', custodyKey: devKey('alice') },
  { fid: 20_002, username: 'bob', displayName: 'Bob (sandbox)', custodyKey: devKey('bob') },
  { fid: 20_003, username: 'carol', displayName: 'Carol (sandbox)', custodyKey: devKey('carol') },
]

/** The custody account that signs for `user`. */
export const custodyAccount = (user: SandboxFarcasterUser): PrivateKeyAccount => privateKeyToAccount(user.custodyKey)

/** Stands in for a hub's user data lookup: the sandbox user name of a fid, or null. */
export const sandboxUserNameOf = async (fid: number): Promise<string | null> => SANDBOX_FARCASTER_USERS.find((user) => user.fid === fid)?.username ?? null
