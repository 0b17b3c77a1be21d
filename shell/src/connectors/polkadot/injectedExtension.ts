import * as z from 'zod/mini'

const fn = <T extends (...args: never[]) => unknown>(what: string) =>
  z.custom<T>((value) => typeof value === 'function', `${what} is not a function`)

/** One entry of `window.injectedWeb3`, as a polkadot-js style extension injects it. */
export const injectedWeb3EntrySchema = z.object({
  version: z.optional(z.string()),
  enable: fn<(originName: string) => Promise<unknown>>('enable'),
})
export type InjectedWeb3Entry = z.infer<typeof injectedWeb3EntrySchema>

/** What `enable(origin)` resolves to: the accounts and the signer of the extension. */
export const injectedSchema = z.object({
  accounts: z.object({
    get: fn<(anyType?: boolean) => Promise<unknown>>('accounts.get'),
    subscribe: z.optional(fn<(cb: (accounts: unknown) => void) => unknown>('accounts.subscribe')),
  }),
  signer: z.object({
    signRaw: z.optional(fn<(raw: { address: string; data: string; type: 'bytes' | 'payload' }) => Promise<unknown>>('signer.signRaw')),
    signPayload: z.optional(fn<(payload: object) => Promise<unknown>>('signer.signPayload')),
  }),
})
export type Injected = z.infer<typeof injectedSchema>

// SS58: base58 of a 1-2 byte network prefix, a 32-byte key and a 2-byte checksum.
const ss58Pattern = /^[1-9A-HJ-NP-Za-km-z]{46,49}$/

/** Whether a value looks like an SS58 (Polkadot) address. */
export const isPolkadotAddress = (value: unknown): value is string => typeof value === 'string' && ss58Pattern.test(value)

export const injectedAccountSchema = z.object({
  address: z.string().check(z.refine(isPolkadotAddress, 'Invalid SS58 address')),
  name: z.optional(z.string()),
  genesisHash: z.optional(z.nullable(z.string())),
  type: z.optional(z.string()),
})
export const injectedAccountsSchema = z.readonly(z.array(injectedAccountSchema))
export type InjectedAccount = z.infer<typeof injectedAccountSchema>

/** `signRaw` and `signPayload` answer with the signature, hex. */
export const signerResultSchema = z.object({ id: z.optional(z.number()), signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })

/** An extension found on the page, with the key it injected under. */
export interface PolkadotExtension {
  key: string
  name: string
  version: string | undefined
  enable: InjectedWeb3Entry['enable']
}
