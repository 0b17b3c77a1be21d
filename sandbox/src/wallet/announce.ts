import { z } from 'zod'

export const Eip6963ProviderInfoSchema = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  /** A data URI (RFC 2397), SVG recommended by EIP-6963. */
  icon: z.string().startsWith('data:image/'),
  rdns: z.string().min(1),
})

export type Eip6963ProviderInfo = z.infer<typeof Eip6963ProviderInfoSchema>

export type Eip6963ProviderDetail<provider> = Readonly<{ info: Readonly<Eip6963ProviderInfo>; provider: provider }>

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

/**
 * Announces a provider by EIP-6963: once now, and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 * @example
 * const stop = announceProvider({ info, provider })
 */
export function announceProvider<provider>({
  info,
  provider,
  target = globalThis.window,
}: {
  info: Eip6963ProviderInfo
  provider: provider
  target?: Window
}): () => void {
  const detail: Eip6963ProviderDetail<provider> = Object.freeze({
    info: Object.freeze(Eip6963ProviderInfoSchema.parse(info)),
    provider,
  })
  const announce = () => {
    target.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }))
  }
  target.addEventListener(REQUEST_PROVIDER_EVENT, announce)
  announce()
  return () => target.removeEventListener(REQUEST_PROVIDER_EVENT, announce)
}
