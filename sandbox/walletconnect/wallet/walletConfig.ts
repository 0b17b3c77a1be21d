import * as z from 'zod/mini'

/** A chain the wallet page signs and sends on (the same shape as the injected sandbox wallet's). */
const walletChainSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  chainName: z.string().check(z.minLength(1)),
  rpcUrl: z.string().check(z.regex(/^https?:\/\//)),
})

/** What the page server writes into /wallet-config.js: the relay and anvil's chains of this start. */
export const walletPageConfigSchema = z.object({
  relayUrl: z.string().check(z.regex(/^wss?:\/\//)),
  chains: z.array(walletChainSchema).check(z.minLength(1)),
})
export type WalletPageConfig = z.infer<typeof walletPageConfigSchema>

declare global {
  interface Window {
    __porticoWcWallet?: unknown
  }
}

/**
 * The script that hands the page its config: JSON with `<` escaped, so no value can close the
 * script element.
 * @example walletConfigScript({ relayUrl: 'ws://127.0.0.1:5183', chains }) // 'window.__porticoWcWallet = {...};\n'
 */
export function walletConfigScript(config: WalletPageConfig): string {
  return `window.__porticoWcWallet = ${JSON.stringify(walletPageConfigSchema.parse(config)).replace(/</g, '\\u003c')};\n`
}

export function readWalletConfig(value: unknown): WalletPageConfig {
  const parsed = walletPageConfigSchema.safeParse(value)
  if (!parsed.success) throw new Error(`Invalid wallet page config: ${parsed.error.issues[0]?.message ?? 'unreadable'}`)
  return parsed.data
}
