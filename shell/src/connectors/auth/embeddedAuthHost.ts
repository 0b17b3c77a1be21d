import { AUTH_SERVICE_UNAVAILABLE, type AuthHost, type Logger } from '@portico/contracts'
import { authServiceFailure } from './authServiceFailure'
import type { EmbeddedWallet } from './embeddedWallet'
import type { SocialPopup } from './socialPopup'

/** A call's failure as a view can say it: an unreachable service as AUTH_SERVICE_UNAVAILABLE (its cause logged), the rest as it came. */
function inViewTerms(log: Pick<Logger, 'warn'>): (error: unknown) => never {
  return (error) => {
    if (!authServiceFailure(error)) throw error
    log.warn('embedded wallet unreachable:', error)
    throw new Error(AUTH_SERVICE_UNAVAILABLE)
  }
}

/**
 * The AuthHost the plugins get: each call loads the embedded wallet (the auth chunk and the frame)
 * on first use, then asks it.
 *
 * @example const auth = createEmbeddedAuthHost(load, { email, lastEmailLoginTime }, popup, log)
 */
export function createEmbeddedAuthHost(load: () => Promise<EmbeddedWallet>, atoms: Pick<AuthHost, 'email' | 'lastEmailLoginTime'>, popup: SocialPopup, log: Pick<Logger, 'warn'>): AuthHost {
  const failed = inViewTerms(log)
  return {
    ...atoms,
    prepare: () => load().then((wallet) => wallet.prepare()).catch(failed),
    connectEmail: (address) => load().then((wallet) => wallet.connectEmail(address)).catch(failed),
    connectDevice: () => load().then((wallet) => wallet.connectDevice()).catch(failed),
    connectOtp: (otp) => load().then((wallet) => wallet.connectOtp(otp)).catch(failed),
    connect: () => load().then((wallet) => wallet.connect()).catch(failed),
    updateEmail: (newEmail) => load().then((wallet) => wallet.updateEmail(newEmail)).catch(failed),
    updateEmailPrimaryOtp: (otp) => load().then((wallet) => wallet.updateEmailPrimaryOtp(otp)).catch(failed),
    updateEmailSecondaryOtp: (otp) => load().then((wallet) => wallet.updateEmailSecondaryOtp(otp)).catch(failed),
    // Synchronous up to the window: it must open within the click that called this.
    connectSocial: (provider) => {
      const win = popup.take()
      return load().then((wallet) => wallet.connectSocial(provider, win)).catch(failed)
    },
    reopenSocialWindow: () => popup.reopen(),
    getFarcasterUri: () => load().then((wallet) => wallet.getFarcasterUri()).catch(failed),
    connectFarcaster: () => load().then((wallet) => wallet.connectFarcaster()).catch(failed),
  }
}
