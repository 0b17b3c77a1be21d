import type { Connection } from '@solana/web3.js'
import { useAppKitNetwork } from '../../../react/useAppKitNetwork'
import { solanaConnectionOf } from '../solanaConnection'

/**
 * AppKit's `useAppKitConnection`: a @solana/web3.js Connection on the active Solana network's RPC,
 * undefined while the active network is another namespace's.
 *
 * @example const { connection } = useAppKitConnection(); await connection?.getBalance(publicKey)
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  return { connection: solanaConnectionOf(useAppKitNetwork().caipNetwork) }
}
