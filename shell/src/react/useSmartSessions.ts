import type { GrantPermissionsRequest, GrantPermissionsResponse } from '@portico/contracts/sessions'
import { useAppKitInstance } from './useAppKitInstance'

/** What `useSmartSessions` returns. */
export interface UseSmartSessionsReturnType {
  grantPermissions(request: GrantPermissionsRequest): Promise<GrantPermissionsResponse>
}

/**
 * Smart sessions: `grantPermissions` of the AppKit (ERC-7715), for a component.
 * @example const { grantPermissions } = useSmartSessions(); const { context } = await grantPermissions(request)
 */
export function useSmartSessions(): UseSmartSessionsReturnType {
  const appKit = useAppKitInstance()
  return {
    grantPermissions: (request: GrantPermissionsRequest): Promise<GrantPermissionsResponse> =>
      appKit ? appKit.grantPermissions(request) : Promise.reject(new Error('Call createAppKit before grantPermissions')),
  }
}
