import type { PluginHost, PluginRegistration } from '@portico/contracts'
import { createSmartSessionsAtoms, type SmartSessionsAtoms } from './atoms'

/**
 * The plugin's setup, returning its atoms too so tests can drive them: the Sessions view, and the
 * `grantPermissions` command the shell's controller calls for the dapp. Both load their code when
 * first used, so the remote's entry stays small.
 */
export function setupSmartSessions(host: PluginHost): { registration: PluginRegistration; atoms: SmartSessionsAtoms } {
  const atoms = createSmartSessionsAtoms()
  const registration: PluginRegistration = {
    views: {
      SmartSessions: {
        load: async () => (await import('./views/SmartSessions/SmartSessionsView')).createSmartSessionsView(host, atoms),
      },
    },
    commands: {
      grantPermissions: async (request) => (await import('./actions/grantPermissions')).grantPermissions(host, request),
    },
  }
  return { registration, atoms }
}
