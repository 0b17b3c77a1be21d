import type { AppKitOpenOptions } from '../appKit'
import { useAppKitInstance } from './useAppKitInstance'

/** What `useAppKit` returns: open and close the modal. */
export interface UseAppKitReturnType {
  open(options?: AppKitOpenOptions): Promise<void>
  close(): Promise<void>
}

/**
 * Open and close the modal, as AppKit's `useAppKit`.
 * @example const { open } = useAppKit(); <button onClick={() => open({ view: 'Networks' })} />
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return {
    open: (options?: AppKitOpenOptions) => appKit?.open(options) ?? Promise.resolve(),
    close: () => appKit?.close() ?? Promise.resolve(),
  }
}
