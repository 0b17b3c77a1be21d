import type { AuthHost, PluginHost } from '@portico/contracts'

/**
 * Asks for a new approval link for `email` (`auth.connectEmail`, which answers VERIFY_DEVICE again
 * and mails the link) while the device's approval wait goes on. The host keeps the 30 s cooldown.
 * Resolves when the link is on its way; rejects with the service's error.
 * @example await resendDeviceLink(host, auth, 'a@b.example')
 */
export async function resendDeviceLink(host: PluginHost, auth: AuthHost, email: string): Promise<void> {
  const { action } = await auth.connectEmail(email)
  // Approved meanwhile (the other tab clicked the link): the wait under way finishes the login.
  if (action !== 'VERIFY_DEVICE') host.log.info('approval link not needed any more:', action)
}
