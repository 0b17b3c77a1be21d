import { useEffect, useState } from 'react'
import type { AppKit } from '../appKit'
import { getActiveAppKit, whenAppKit } from '../core/activeAppKit'

/** The active AppKit, re-rendering once createAppKit has run if it had not yet. */
export function useAppKitInstance(): AppKit | undefined {
  const [appKit, setAppKit] = useState(getActiveAppKit)
  useEffect(() => whenAppKit(setAppKit), [])
  return appKit
}
