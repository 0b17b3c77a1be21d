import type { Account, Chain, PublicClient, Transport, WalletClient } from 'viem'
import type { SessionIndexStore } from './sessionIndexStore'

/** One chain whose session accounts are indexed: its node, the relayer that submits revocations, where to start. */
export interface SessionsChain {
  chainId: number
  client: PublicClient
  /** Sends revokeSessionWithSignature for the user (the account's owner signed it; the relayer only pays the gas). */
  relayer: WalletClient<Transport, Chain | undefined, Account>
  /** The first block that may hold session logs (the session contract's deployment); 0 by default. */
  fromBlock?: bigint
  /** The most blocks one eth_getLogs asks for; 2,000 by default (what public nodes commonly allow). */
  maxBlockRange?: bigint
}

export interface SessionsDeps {
  chains: ReadonlyMap<number, SessionsChain>
  store: SessionIndexStore
}
