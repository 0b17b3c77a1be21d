import * as z from 'zod/mini'
import { ValidationMessages } from '../errors/validationMessages'
import { eip1193ProviderSchema } from './eip1193'

/** Event names of EIP-6963 wallet discovery. */
export const EIP6963_EVENTS = {
  announceProvider: 'eip6963:announceProvider',
  requestProvider: 'eip6963:requestProvider',
} as const

/**
 * What a wallet announces about itself (EIP-6963): a UUIDv4, a name, an icon as an image data URI
 * (RFC 2397) and a reverse-DNS id.
 * @example eip6963ProviderInfoSchema.parse({ uuid: crypto.randomUUID(), name: 'MetaMask', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'io.metamask' })
 */
export const eip6963ProviderInfoSchema = z.object({
  uuid: z.uuid(),
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.regex(/^data:image\/[\w.+-]+[;,]/, ValidationMessages.INVALID_IMAGE_DATA_URI)),
  rdns: z.string().check(z.minLength(1)),
})
export type Eip6963ProviderInfo = z.infer<typeof eip6963ProviderInfoSchema>

/**
 * The `detail` of an `eip6963:announceProvider` event: the info and the provider.
 * @example window.addEventListener(EIP6963_EVENTS.announceProvider, (event) => eip6963ProviderDetailSchema.safeParse(event.detail))
 */
export const eip6963ProviderDetailSchema = z.object({
  info: eip6963ProviderInfoSchema,
  provider: eip1193ProviderSchema,
})
export type Eip6963ProviderDetail = z.infer<typeof eip6963ProviderDetailSchema>
