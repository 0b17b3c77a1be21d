import * as z from 'zod/mini'

/**
 * AppKit's `BitcoinConnector` shapes (`@reown/appkit-adapter-bitcoin`), as schemas: the dapp's
 * arguments are checked before a wallet is asked, and the wallet's answers before the dapp gets them.
 */

/** The purpose of an address, AppKit's `AddressPurpose` (an enum there, the same values). */
export const AddressPurpose = Object.freeze({ Ordinal: 'ordinal', Payment: 'payment', Stacks: 'stx' } as const)
export type AddressPurpose = (typeof AddressPurpose)[keyof typeof AddressPurpose]

export const addressPurposeSchema = z.enum([AddressPurpose.Payment, AddressPurpose.Ordinal, AddressPurpose.Stacks])

/** One address of the connected account. */
export const accountAddressSchema = z.object({
  /** Public address belonging to the account. */
  address: z.string().check(z.minLength(1)),
  /** Public key for the derivation path in hex, without 0x. */
  publicKey: z.optional(z.string()),
  /** Derivation path, e.g. m/84'/0'/0'/0/0. */
  path: z.optional(z.string()),
  purpose: addressPurposeSchema,
})

export const signMessageParamsSchema = z.object({
  /** The message to sign. */
  message: z.string().check(z.minLength(1)),
  /** The address to sign it with. */
  address: z.string().check(z.minLength(1)),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})

export const sendTransferParamsSchema = z.object({
  /** The amount in satoshis, as a decimal string. */
  amount: z.string().check(z.regex(/^[1-9]\d*$/, 'amount must be a positive whole number of satoshis')),
  /** The address to send the transfer to. */
  recipient: z.string().check(z.minLength(1)),
})

export const signInputSchema = z.object({
  /** The address whose key signs the input. */
  address: z.string().check(z.minLength(1)),
  /** The index of the input to sign. */
  index: z.number().check(z.int(), z.nonnegative()),
  /** SIGHASH types the signature may commit to. */
  sighashTypes: z.array(z.number().check(z.int())),
  publicKey: z.optional(z.string()),
  disableTweakSigner: z.optional(z.boolean()),
  useTweakedSigner: z.optional(z.boolean()),
})

export const signPsbtParamsSchema = z.object({
  /** The PSBT to sign, base64. */
  psbt: z.string().check(z.minLength(1)),
  signInputs: z.array(signInputSchema),
  /** Broadcast once signed; false by default. */
  broadcast: z.optional(z.boolean()),
})

export const signPsbtResponseSchema = z.object({
  /** The signed PSBT, base64. */
  psbt: z.string().check(z.minLength(1)),
  /** The transaction id, when it was broadcast. */
  txid: z.optional(z.string()),
})
