import type { AccountState, PluginHost, TokenBalance } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { createSendAtoms } from './atoms'

/** A wallet request that answers through `answer` (by method) and records each request in `calls`. */
export function recordingRpc(answer: (method: string) => Promise<unknown>) {
  const calls: { method: string; params?: unknown }[] = []
  const rpc: PluginHost['rpc'] = {
    request: (args) => {
      calls.push(args)
      return answer(args.method)
    },
  }
  return { rpc, calls }
}

/** The draft a send test starts from: the token, the amount typed and the receiver (an address). */
export interface TestDraft {
  token: TokenBalance
  amount: string
  to: string
}

/**
 * A test host (offline Blockchain API) whose wallet answers through `answer`, with the plugin's
 * atoms holding `draft`; what the wallet was asked is in `calls`.
 */
export function draftHost(answer: (method: string) => Promise<unknown>, draft: TestDraft, account?: AccountState) {
  const { rpc, calls } = recordingRpc(answer)
  const test = createTestHost({ rpc, blockchain: { get: () => Promise.reject(new Error('offline')) }, ...(account ? { account } : {}) })
  const atoms = createSendAtoms()
  const { store } = test.host
  store.set(atoms.token, draft.token)
  store.set(atoms.sendTokenAmount, draft.amount)
  store.set(atoms.receiverInput, draft.to)
  store.set(atoms.receiverAddress, draft.to)
  return { ...test, atoms, calls }
}
