import type { AuthHost, PluginHost, PluginRegistration, ViewComponent, ViewDefinition } from '@portico/contracts'
import { createEmailAtoms, type EmailAtoms } from './atoms'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupEmail(host: PluginHost): { registration: PluginRegistration; atoms: EmailAtoms } {
  const atoms = createEmailAtoms()
  const { auth } = host
  // Without the embedded wallet (the dapp turned email and socials off) each view says why.
  const view = (load: (auth: AuthHost) => Promise<ViewComponent>): ViewDefinition => ({
    load: async () => (auth ? load(auth) : (await import('./views/AuthUnavailable/AuthUnavailableView')).createAuthUnavailableView(host)),
  })
  const updateCodeView = (step: 'primary' | 'secondary') =>
    view(async (auth) => (await import('./views/UpdateEmailOtp/UpdateEmailOtpView')).createUpdateEmailOtpView(host, auth, atoms, step))
  const registration: PluginRegistration = {
    views: {
      // One chunk for the code step and its failure: the failure only follows the step, and shares its parts.
      EmailVerifyOtp: view(async (auth) => (await import(/* webpackChunkName: "email-login" */ './views/EmailVerifyOtp/EmailVerifyOtpView')).createEmailVerifyOtpView(host, auth, atoms)),
      EmailLoginFailed: view(async () => (await import(/* webpackChunkName: "email-login" */ './views/EmailLoginFailed/EmailLoginFailedView')).createEmailLoginFailedView(host, atoms)),
      EmailVerifyDevice: view(async (auth) => (await import('./views/EmailVerifyDevice/EmailVerifyDeviceView')).createEmailVerifyDeviceView(host, auth, atoms)),
      UpdateEmail: view(async (auth) => (await import('./views/UpdateEmail/UpdateEmailView')).createUpdateEmailView(host, auth, atoms)),
      UpdateEmailPrimaryOtp: updateCodeView('primary'),
      UpdateEmailSecondaryOtp: updateCodeView('secondary'),
    },
  }
  return { registration, atoms }
}
