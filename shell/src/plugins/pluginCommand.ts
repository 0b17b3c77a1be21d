import { APPKIT_COMMANDS, type AppKitCommandName, type ResolvedFeatures } from '@portico/contracts'
import { isPluginOn } from './availablePlugins'

/** Thrown by `appKit.grantPermissions` before any wallet is asked. */
export const GRANT_NEEDS_EIP155_MESSAGE = 'grantPermissions needs a wallet connected on an eip155 network'

/**
 * Why an AppKit command cannot run with the dapp's features (its flag is off), checked before
 * anything is fetched; undefined when it may.
 * @example commandOffMessage('grantPermissions', resolveFeatures({})) // 'Smart sessions are off: ...'
 */
export function commandOffMessage(name: AppKitCommandName, features: ResolvedFeatures): string | undefined {
  const { flag, offMessage } = APPKIT_COMMANDS[name]
  return isPluginOn({ feature: { flag } }, features) ? undefined : offMessage
}
