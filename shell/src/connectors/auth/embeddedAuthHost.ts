import type { AuthHost } from '@portico/contracts'
import type { EmbeddedWallet } from './embeddedWallet'
import type { SocialPopup } from './socialPopup'

/**
 * The AuthHost the plugins get: each call loads the embedded wallet (the auth chunk and the frame)
 * on first use, then asks it.
 *
 * @example const auth = createEmbeddedAuthHost(load, { email, lastEmailLoginTime }, popup)
 */
export function createEmbeddedAuthHost(load: () => Promise<EmbeddedWallet>, atoms: Pick<AuthHost, 'email' | 'lastEmailLoginTime'>, popup: SocialPopup): AuthHost {
  return {
    ...atoms,
    prepare: async () => (await load()).prepare(),
    connectEmail: async (address) => (await load()).connectEmail(address),
    connectDevice: async () => (await load()).connectDevice(),
    connectOtp: async (otp) => (await load()).connectOtp(otp),
    connect: async () => (await load()).connect(),
    updateEmail: async (newEmail) => (await load()).updateEmail(newEmail),
    updateEmailPrimaryOtp: async (otp) => (await load()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).updateEmailSecondaryOtp(otp),
    // Synchronous up to the window: it must open within the click that called this.
    connectSocial: (provider) => {
      const win = popup.take()
      return load().then((wallet) => wallet.connectSocial(provider, win))
    },
    getFarcasterUri: async () => (await load()).getFarcasterUri(),
    connectFarcaster: async () => (await load()).connectFarcaster(),
  }
}
