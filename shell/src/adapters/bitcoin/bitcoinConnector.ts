import type * as z from 'zod/mini'
import type { WalletProvider } from '../../connection/walletProvider'
import type {
  accountAddressSchema,
  signMessageParamsSchema,
  sendTransferParamsSchema,
  signPsbtParamsSchema,
  signPsbtResponseSchema,
} from './bitcoinConnectorSchemas'

/**
 * The bip122 wallet provider with AppKit's Bitcoin methods, as `useAppKitProvider<BitcoinConnector>('bip122')`
 * hands it out once a `BitcoinAdapter` is made. Every method goes through `request`, so a
 * WalletConnect session and a Wallet Standard wallet answer alike.
 */
export interface BitcoinConnector extends WalletProvider {
  getAccountAddresses(): Promise<BitcoinConnector.AccountAddress[]>
  /** The signature, base64. */
  signMessage(params: BitcoinConnector.SignMessageParams): Promise<string>
  /** The transaction id. */
  sendTransfer(params: BitcoinConnector.SendTransferParams): Promise<string>
  signPSBT(params: BitcoinConnector.SignPSBTParams): Promise<BitcoinConnector.SignPSBTResponse>
}

// AppKit's names, so a dapp's `BitcoinConnector.SignPSBTParams` still compiles: types only.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace BitcoinConnector {
  export type AccountAddress = z.infer<typeof accountAddressSchema>
  export type SignMessageParams = z.input<typeof signMessageParamsSchema>
  export type SendTransferParams = z.input<typeof sendTransferParamsSchema>
  export type SignPSBTParams = z.input<typeof signPsbtParamsSchema>
  export type SignPSBTResponse = z.infer<typeof signPsbtResponseSchema>
}
