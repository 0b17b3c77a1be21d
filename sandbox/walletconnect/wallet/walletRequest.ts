import type { Hex, LocalAccount } from 'viem'
import * as z from 'zod/mini'
import type { SandboxChain } from '../../../secure-site/src/wallet/chains'
import { invalidParams, ProviderRpcError } from '../../../secure-site/src/wallet/errors'
import { describePersonalSign, describeSignTypedData, parsePersonalSign, parseSignTypedData, personalSign, signTypedData, type PersonalSignRequest, type SignTypedDataRequest } from '../../../secure-site/src/wallet/sign'
import { describeTransaction, parseSendTransaction, sendTransaction, type TransactionRequest } from '../../../secure-site/src/wallet/transaction'

export type RequestDetails = ReadonlyArray<{ label: string; value: string }>

/** A dapp's request as the wallet page shows it for approval, parsed before the user is asked. */
export type WalletRequest =
  | { method: 'personal_sign'; details: RequestDetails; request: PersonalSignRequest }
  | { method: 'eth_signTypedData_v4'; details: RequestDetails; request: SignTypedDataRequest }
  | { method: 'eth_sendTransaction'; details: RequestDetails; request: TransactionRequest; chain: SandboxChain }
  | { method: 'wallet_switchEthereumChain'; details: RequestDetails; chain: SandboxChain }

/** The methods the wallet grants in a session. wallet_addEthereumChain is answered as a switch to a chain it knows. */
export const WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const

const chainIdParams = z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })], z.unknown())

/** `eip155:31337` -> the wallet's chain, or undefined when it has none with that id. */
export function chainOf(caipChainId: string, chains: readonly SandboxChain[]): SandboxChain | undefined {
  const [namespace, reference] = caipChainId.split(':')
  return namespace === 'eip155' ? chains.find((chain) => String(chain.chainId) === reference) : undefined
}

/**
 * Reads a session request for the approval card. Throws a ProviderRpcError the dapp gets back
 * as is: 4200 for a method the wallet does not offer, 4902 for a chain it does not know, -32602
 * for params it cannot read.
 * @example readWalletRequest('personal_sign', ['0x6869', address], 'eip155:31337', chains).details // [{ label: 'Message', value: 'hi' }]
 */
export function readWalletRequest(method: string, params: unknown, caipChainId: string, chains: readonly SandboxChain[]): WalletRequest {
  const chain = chainOf(caipChainId, chains)
  if (!chain) throw new ProviderRpcError(4901, `The wallet is not on ${caipChainId}`)
  const network = { label: 'Network', value: `${chain.chainName} (${chain.chainId})` }
  switch (method) {
    case 'personal_sign': {
      const request = parsePersonalSign(params)
      return { method, request, details: [network, ...describePersonalSign(request)] }
    }
    case 'eth_signTypedData_v4': {
      const request = parseSignTypedData(params)
      return { method, request, details: [network, ...describeSignTypedData(request)] }
    }
    case 'eth_sendTransaction': {
      const request = parseSendTransaction(params, chain)
      return { method, request, chain, details: describeTransaction(request, chain) }
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const parsed = chainIdParams.safeParse(params)
      if (!parsed.success) throw invalidParams('expected [{ chainId: "0x..." }]')
      const chainId = Number(parsed.data[0].chainId)
      const target = chains.find((known) => known.chainId === chainId)
      if (!target) throw new ProviderRpcError(4902, `Unrecognized chain ID "${parsed.data[0].chainId}".`)
      return { method: 'wallet_switchEthereumChain', chain: target, details: [{ label: 'From', value: network.value }, { label: 'To', value: `${target.chainName} (${target.chainId})` }] }
    }
    default:
      throw new ProviderRpcError(4200, `The sandbox WalletConnect wallet does not support ${method}`)
  }
}

/** Carries out an approved signing or sending request with the wallet's key; a switch is the session's business. */
export function runWalletRequest(account: LocalAccount, request: Exclude<WalletRequest, { method: 'wallet_switchEthereumChain' }>): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return personalSign(account, request.request)
    case 'eth_signTypedData_v4':
      return signTypedData(account, request.request)
    case 'eth_sendTransaction':
      return sendTransaction(account, request.chain, request.request)
  }
}
