import { siwxSessionSchema, type Siwx, type SiwxSession } from '@portico/contracts'
import * as z from 'zod/mini'
import { browserStorage, type KeyValueStorage } from '../persistence/connectionStorage'

const KEY = '@portico/siwx-sessions'
const sessionsSchema = z.array(siwxSessionSchema)

export interface LocalSiwxOptions {
  /** The statement shown in the message. */
  statement?: string
  /** How long a session lasts; default one day. */
  expirationMs?: number
  /** Whether the user must sign in to use the dapp. */
  required?: boolean
  storage?: KeyValueStorage
}

/**
 * A SIWX that keeps sessions in this browser's localStorage: messages in EIP-4361 form (viem's
 * SIWE helpers), signatures checked with viem before a session is stored. Fine for a dapp with no
 * backend; a dapp with one implements `Siwx` against it. viem loads only when someone signs in.
 *
 * @example createAppKit({ projectId, networks, siwx: createLocalSiwx({ statement: 'Sign in to My Dapp' }) })
 */
export function createLocalSiwx(options: LocalSiwxOptions = {}): Siwx {
  const expirationMs = options.expirationMs ?? 24 * 60 * 60 * 1000
  const storage = () => options.storage ?? browserStorage()
  const read = (): SiwxSession[] => {
    try {
      const parsed = sessionsSchema.safeParse(JSON.parse(storage()?.getItem(KEY) ?? '[]'))
      return parsed.success ? parsed.data : []
    } catch (error) {
      console.error('[portico] sign-in sessions unreadable:', error)
      return []
    }
  }
  const write = (sessions: SiwxSession[]) => {
    try {
      storage()?.setItem(KEY, JSON.stringify(sessions))
    } catch (error) {
      console.error('[portico] local storage write failed:', error)
    }
  }
  const matches = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
  const unexpired = (session: SiwxSession) => !session.data.expirationTime || Date.parse(session.data.expirationTime) > Date.now()

  return {
    async createMessage({ accountAddress, chainId }) {
      const { createSiweMessage, generateSiweNonce } = await import('viem/siwe')
      const now = new Date()
      const expiration = new Date(now.getTime() + expirationMs)
      const { host, origin } = globalThis.location ?? { host: 'localhost', origin: 'http://localhost' }
      const data = {
        accountAddress,
        chainId,
        domain: host,
        uri: origin,
        version: '1' as const,
        nonce: generateSiweNonce(),
        issuedAt: now.toISOString(),
        expirationTime: expiration.toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
      }
      const text = createSiweMessage({
        address: accountAddress as `0x${string}`,
        chainId: Number(chainId.split(':')[1]),
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        issuedAt: now,
        expirationTime: expiration,
        ...(options.statement ? { statement: options.statement } : {}),
      })
      return { data, text }
    },
    async addSession(session) {
      const { verifyMessage } = await import('viem')
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      })
      if (!valid) throw new Error('The sign-in signature does not match the account')
      write([...read().filter((s) => !matches(s, session.data.chainId, session.data.accountAddress)), session])
    },
    async getSessions(chainId, accountAddress) {
      return read().filter((s) => matches(s, chainId, accountAddress) && unexpired(s))
    },
    async revokeSession(chainId, accountAddress) {
      write(read().filter((s) => !matches(s, chainId, accountAddress)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
    getRequired: () => options.required ?? false,
  }
}
