import type { AuthHost, PluginHost, PluginRegistration, ViewComponent, ViewDefinition } from '@portico/contracts'
import { createSocialsAtoms, type SocialsAtoms } from './atoms'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupSocials(host: PluginHost): { registration: PluginRegistration; atoms: SocialsAtoms } {
  const atoms = createSocialsAtoms()
  const { auth } = host
  // Without the embedded wallet (the dapp turned email and socials off) each view says why.
  const view = (load: (auth: AuthHost) => Promise<ViewComponent>): ViewDefinition => ({
    load: async () => (auth ? load(auth) : (await import('./views/AuthUnavailable/AuthUnavailableView')).createAuthUnavailableView(host)),
  })
  const registration: PluginRegistration = {
    views: {
      ConnectingSocial: view(async (auth) => (await import('./views/ConnectingSocial/ConnectingSocialView')).createConnectingSocialView(host, auth, atoms)),
      ConnectingFarcaster: view(async (auth) => (await import('./views/ConnectingFarcaster/ConnectingFarcasterView')).createConnectingFarcasterView(host, auth, atoms)),
    },
  }
  return { registration, atoms }
}
