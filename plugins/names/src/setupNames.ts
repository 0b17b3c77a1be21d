import type { PluginHost, PluginRegistration } from '@portico/contracts'
import { keepProfileName } from './actions/keepProfileName'
import { createNameLookup } from './actions/lookUpName'
import { createNamesAtoms, type NamesAtoms } from './atoms'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupNames(host: PluginHost): { registration: PluginRegistration; atoms: NamesAtoms } {
  const atoms = createNamesAtoms()
  const lookup = createNameLookup(host, atoms)
  // From setup on (the Account view): the account's name is found again after a reload.
  const stopKeeping = keepProfileName(host, atoms)
  const registration: PluginRegistration = {
    views: {
      RegisterAccountName: {
        load: async () => (await import('./views/RegisterAccountName/RegisterAccountNameView')).createRegisterAccountNameView(host, atoms, lookup),
      },
      RegisterAccountNameSuccess: {
        load: async () => (await import('./views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView')).createRegisterAccountNameSuccessView(host, atoms),
      },
    },
    dispose: () => {
      lookup.cancel()
      stopKeeping()
    },
  }
  return { registration, atoms }
}
