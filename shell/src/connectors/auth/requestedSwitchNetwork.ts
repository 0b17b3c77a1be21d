import { ThrownMessages, type CaipNetwork } from '@portico/contracts'

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * The configured eip155 network a `wallet_switchEthereumChain` request names (`[{ chainId: '0xa' }]`);
 * one the dapp did not configure throws 4902 'Chain not supported'.
 *
 * @example requestedSwitchNetwork([{ chainId: '0xa' }], networks).id // 10
 */
export function requestedSwitchNetwork(params: unknown, networks: readonly CaipNetwork[]): CaipNetwork {
  const requested = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
  const network = networks.find((n) => n.chainNamespace === 'eip155' && typeof requested === 'string' && hex(Number(n.id)) === requested.toLowerCase())
  if (!network) throw Object.assign(new Error(ThrownMessages.CHAIN_NOT_SUPPORTED), { code: 4902 })
  return network
}
