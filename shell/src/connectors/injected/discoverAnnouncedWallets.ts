import { eip6963ProviderInfoSchema } from '@portico/contracts'
import * as z from 'zod/mini'
import type { AnnouncedWallet, Eip1193Provider } from './announcedWallet'

const providerSchema = z.custom<Eip1193Provider>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function',
  'EIP-1193 provider without request()',
)

const announceDetailSchema = z.object({ info: eip6963ProviderInfoSchema, provider: providerSchema })

/**
 * Listens for EIP-6963 announcements and asks installed wallets to announce. Invalid
 * announcements are dropped with a warning; a wallet announcing twice (same rdns) replaces itself.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = discoverAnnouncedWallets(window, (wallets) => render(wallets))
 */
export function discoverAnnouncedWallets(
  target: Window,
  onChange: (wallets: readonly AnnouncedWallet[]) => void,
  warn: (...args: unknown[]) => void = console.warn,
): () => void {
  const byRdns = new Map<string, AnnouncedWallet>()
  const onAnnounce = (event: Event) => {
    const parsed = announceDetailSchema.safeParse((event as CustomEvent<unknown>).detail)
    if (!parsed.success) {
      warn('[portico] ignored an invalid EIP-6963 announcement:', parsed.error.issues[0]?.message)
      return
    }
    byRdns.set(parsed.data.info.rdns, parsed.data)
    onChange([...byRdns.values()])
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}
