import type { PreferredAccountType } from '@portico/contracts'
import { getAddress, type Address, type Hex } from 'viem'
import { z } from 'zod'
import type { KeyValueStorage } from './frameStorage'
import { createJsonStorage } from './jsonStorage'

const PREFERENCE_KEY = 'portico-secure-site:preferred-account:'
const CALLS_KEY = 'portico-secure-site:calls'
/** The batches whose status the frame can still answer (the oldest are forgotten first). */
export const KEPT_CALLS = 100

const preferenceSchema = z.enum(['eoa', 'smartAccount'])
const sentCallsSchema = z.object({ id: z.string().min(1).max(4_096), chainId: z.number().int().positive(), hash: z.string().regex(/^0x[0-9a-f]{64}$/i) })
const sentCallsListSchema = z.array(sentCallsSchema).max(KEPT_CALLS)

/** A batch sent by wallet_sendCalls: its EIP-5792 id, and the one transaction that carries it. */
export type SentCalls = { id: string; chainId: number; hash: Hex }

/**
 * What the frame keeps about smart accounts in its own storage: each user's preferred account type
 * (keyed by the user's EVM address; `eoa` until set) and the ids of sent batches with their
 * transaction. Every read is parsed; a value that fails is dropped.
 * @example
 * const stored = createSmartAccountStorage(localStorage)
 * stored.writePreference(address, 'smartAccount')
 * stored.readPreference(address) // 'smartAccount'
 */
export function createSmartAccountStorage(storage: KeyValueStorage) {
  const { read, write } = createJsonStorage(storage)
  const preferenceKey = (address: Address) => `${PREFERENCE_KEY}${getAddress(address)}`
  const readCalls = (): SentCalls[] => (sentCallsListSchema.safeParse(read(CALLS_KEY)).data ?? []) as SentCalls[]
  return {
    readPreference: (address: Address): PreferredAccountType => preferenceSchema.safeParse(read(preferenceKey(address))).data ?? 'eoa',
    writePreference: (address: Address, type: PreferredAccountType) => write(preferenceKey(address), preferenceSchema.parse(type)),
    readCalls: (id: string): SentCalls | undefined => readCalls().find((sent) => sent.id === id),
    writeCalls(sent: SentCalls) {
      write(CALLS_KEY, sentCallsListSchema.parse([...readCalls().filter((kept) => kept.id !== sent.id), sentCallsSchema.parse(sent)].slice(-KEPT_CALLS)))
    },
  }
}

export type SmartAccountStorage = ReturnType<typeof createSmartAccountStorage>
