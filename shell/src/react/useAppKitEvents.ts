import { useEffect, useState } from 'react'
import type { AppKitEvent } from '../core/events'
import { useAppKitInstance } from './useAppKitInstance'

/** What `useAppKitEvents` returns: the latest event, undefined before the first. */
export type UseAppKitEventsReturnType = AppKitEvent | undefined

/**
 * The latest modal event, as AppKit's `useAppKitEvents`.
 * @example const event = useAppKitEvents(); event?.data.event === 'MODAL_OPEN'
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const appKit = useAppKitInstance()
  const [event, setEvent] = useState<AppKitEvent | undefined>()
  useEffect(() => appKit?.subscribeEvents(setEvent), [appKit])
  return event
}
