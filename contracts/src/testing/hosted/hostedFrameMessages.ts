// The hosted secure frame's wire, recorded once from what AppKit's own client sends and parses
// (reown-com/appkit, snapshot of 2026-06-06, commit ea99fd1): packages/wallet/src/W3mFrameSchema.ts
// (the payload schemas), W3mFrameProvider.ts (what it sends), W3mFrame.ts (the iframe query) and
// packages/controllers/src/utils/ConnectorControllerUtil.ts (the social result). The page's client
// is tested against these messages, and the sandbox secure site's answers against their shape.

const EVM_ADDRESS = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c'
const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** Messages the hosted frame (or its sign-in popup) sends to the page. */
export const HOSTED_FRAME_MESSAGES = {
  /** W3mFrameSchema.ts FrameReadyResponse: `version` is optional ("Placeholder for future data"). */
  readyWithoutVersion: { type: '@w3m-frame/READY', payload: {} },
  /** FrameGetFarcasterUriResponse: `url`. */
  getFarcasterUriSuccess: { id: 'h1', type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=c1' } },
  /** FrameInitSmartAccountResponse: `address`, `isDeployed`. */
  initSmartAccountSuccess: { id: 'h2', type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS', payload: { address: EVM_ADDRESS, isDeployed: true } },
  /** FrameSetPreferredAccountResponse: `type`, `address`. */
  setPreferredAccountSuccess: { id: 'h3', type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type: 'smartAccount', address: EVM_ADDRESS } },
  /** FrameGetUserResponse: `chainId` is `z.string().or(z.number())`, bare. */
  getUserSuccessBareChainId: {
    id: 'h4',
    type: '@w3m-frame/GET_USER_SUCCESS',
    payload: { email: 'alice@example.com', address: EVM_ADDRESS, chainId: 1, smartAccountDeployed: false, accounts: [{ address: EVM_ADDRESS, type: 'eoa' }], preferredAccountType: 'eoa' },
  },
  /** The same, with the chain id as text. */
  getUserSuccessTextChainId: { id: 'h5', type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'alice@example.com', address: EVM_ADDRESS, chainId: '1' } },
  /** FrameSwitchNetworkResponse: `chainId` bare. */
  switchNetworkSuccess: { id: 'h6', type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: 10 } },
  /** zError: `{ message: z.string() }`, which may be empty (the client then says 'An error occurred'). */
  errorWithEmptyMessage: { id: 'h7', type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: '' } },
  /** W3mFrameConstants.ts FRAME_RPC_ABORT_SUCCESS: the answer to RPC_ABORT, no payload. */
  rpcAbortSuccess: { id: 'h8', type: '@w3m-frame/RPC_ABORT_SUCCESS' },
  /** ConnectorControllerUtil.ts: the sign-in popup posts `{ resultUri }`, no type, from the secure site's origin. */
  socialResult: { resultUri: 'https://secure.walletconnect.org/sdk/oauth?state=s1&code=c1' },
} as const

/** Requests AppKit's client sends to the hosted frame, which a stand-in secure site must take. */
export const HOSTED_FRAME_REQUESTS = {
  /** AppSetPreferredAccountRequest: `{ type }`. */
  setPreferredAccount: { id: 'a1', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } },
  /** W3mFrameProvider.request: chainNamespace (eip155 by default), the bare chain id and the network's rpcUrl. */
  rpcRequestEvm: {
    id: 'a2',
    type: '@w3m-app/RPC_REQUEST',
    payload: { method: 'eth_chainId', params: [], chainNamespace: 'eip155', chainId: 31337, rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:31337&projectId=p1' },
  },
  /** The same on Solana: the genesis-hash reference without `solana:`. */
  rpcRequestSolana: {
    id: 'a3',
    type: '@w3m-app/RPC_REQUEST',
    payload: { method: 'solana_signMessage', params: { message: 'aGk=', pubkey: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }, chainNamespace: 'solana', chainId: SOLANA_MAINNET, rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=p1' },
  },
  /** W3mFrameProvider.rejectRpcRequests: RPC_ABORT, no payload. */
  rpcAbort: { id: 'a4', type: '@w3m-app/RPC_ABORT' },
  /** GET_FARCASTER_URI, no payload (its answer is `{ url }`). */
  getFarcasterUri: { id: 'a5', type: '@w3m-app/GET_FARCASTER_URI' },
  /** INIT_SMART_ACCOUNT, no payload (its answer is `{ address, isDeployed }`). */
  initSmartAccount: { id: 'a6', type: '@w3m-app/INIT_SMART_ACCOUNT' },
} as const

/** W3mFrame.ts createSecureSiteSdkUrl: the iframe's query, with the network's node URL. */
export const HOSTED_FRAME_QUERY_KEYS = ['projectId', 'chainId', 'version', 'enableLogger', 'rpcUrl'] as const
