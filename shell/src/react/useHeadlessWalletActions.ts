import { getErrorMessage } from '@portico/contracts'
import { useEffect, useState } from 'react'
import type { WalletConnectActions } from '../connection/walletConnectActions'
import type { ShellCore } from '../core/createShellCore'
import type { IntentActions } from '../core/intentActions'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'
import { useAppKitInstance } from './useAppKitInstance'

export interface UseHeadlessWalletActionsReturnType {
  core: ShellCore | undefined
  /** The intent actions and WalletConnect's, once loaded (the list is initialized). */
  actions: (IntentActions & { walletConnect: WalletConnectActions }) | undefined
}

/**
 * Loads what the headless wallet list needs: mounting counts as the first intent, then the intent
 * actions and WalletConnect's (the list pairs through WalletConnect itself).
 */
export function useHeadlessWalletActions(): UseHeadlessWalletActionsReturnType {
  const appKit = useAppKitInstance()
  const [core, setCore] = useState<ShellCore>()
  const [actions, setActions] = useState<UseHeadlessWalletActionsReturnType['actions']>()
  useEffect(() => {
    if (!appKit) return
    let live = true
    loadShellCore(appKit)
      .then(async (shell) => {
        shell.intent()
        const loaded = await shell.loadIntentActions()
        const walletConnect = await loaded.loadWalletConnect()
        if (!live) return
        setCore(shell)
        setActions({ ...loaded, walletConnect })
      })
      .catch((error: unknown) => shellBootOf(appKit).log.error('wallets failed to load:', getErrorMessage(error)))
    return () => {
      live = false
    }
  }, [appKit])
  return { core, actions }
}
