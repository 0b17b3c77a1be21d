import fc from 'fast-check'
import type { FrameRequestName, FrameRequestPayloadInput, FrameSuccessPayload, FrameSuccessPayloadInput } from '../index'
import { isTrustworthyUrl } from '@portico/contracts'
import { FRAME_MAX_ID_LENGTH, FRAME_MAX_MESSAGE_LENGTH, FRAME_MAX_TEXT_LENGTH } from '@portico/frame-protocol'
import { FRAME_SOCIAL_PROVIDERS } from '@portico/contracts'

// Arbitraries of valid frame messages, for the protocol's property tests, the auth connector's
// fake frame and secure sites' tests.

/** A request or reply id. */
export const frameIdArbitrary = fc.string({ minLength: 1, maxLength: FRAME_MAX_ID_LENGTH })

export const frameEvmAddressArbitrary = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)
export const frameSolanaAddressArbitrary = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

const evmChainNumber = fc.integer({ min: 1, max: 2 ** 52 })
const evmChainId = fc.oneof(evmChainNumber, evmChainNumber.map((id) => `eip155:${id}`), evmChainNumber.map(String))
// A base58 reference with at least one letter: an all-digit one would read as an EVM chain id.
const solanaReference = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{31}[A-HJ-NP-Za-km-z]$/)
const solanaChainId = fc.oneof(solanaReference.map((reference) => `solana:${reference}`), solanaReference)
/** A chain id as the frame takes it: an EVM chain id (number or text), an eip155 / solana CAIP-2 id, or a bare Solana reference. */
export const frameChainIdArbitrary = fc.oneof(evmChainId, solanaChainId)

/** Emails in the format SPEC section 5 takes (a practical subset of RFC 5322). */
export const frameEmailArbitrary = fc.stringMatching(/^[a-z0-9_+-]{1,20}(\.[a-z0-9_+-]{1,10})?@([a-z0-9]{1,15}\.){1,2}[a-z]{2,6}$/)
export const frameOtpArbitrary = fc.stringMatching(/^\d{6}$/)
/** https URLs from the frame (OAuth redirects, Farcaster links). */
export const frameUrlArbitrary = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }).filter(isTrustworthyUrl)

const text = fc.string({ minLength: 1, maxLength: FRAME_MAX_TEXT_LENGTH })
const accountType = fc.constantFrom('eoa' as const, 'smartAccount' as const)
const userName = fc.option(text, { nil: null })

/** A user whose address and accounts are on its chain's namespace. */
export const frameUserArbitrary = fc.oneof(fc.tuple(evmChainId, frameEvmAddressArbitrary), fc.tuple(solanaChainId, frameSolanaAddressArbitrary)).chain(([chainId, address]) => {
  const addressArbitrary = typeof chainId === 'number' || chainId.startsWith('eip155:') || /^\d+$/.test(chainId) ? frameEvmAddressArbitrary : frameSolanaAddressArbitrary
  return fc.record(
    {
      email: fc.option(frameEmailArbitrary, { nil: null }),
      address: fc.constant(address),
      chainId: fc.constant(chainId),
      accounts: fc.array(fc.record({ address: addressArbitrary, type: accountType }), { maxLength: 3 }),
      preferredAccountType: accountType,
      smartAccountDeployed: fc.boolean(),
      userName,
    },
    { requiredKeys: ['address', 'chainId'] },
  )
})

export const frameErrorPayloadArbitrary = fc.record(
  { message: fc.string({ maxLength: FRAME_MAX_MESSAGE_LENGTH }), code: fc.integer() },
  { requiredKeys: ['message'] },
)

const none = fc.constant(undefined)
const themeVariables = fc.dictionary(fc.stringMatching(/^--w3m-[a-z0-9-]{1,20}$/), fc.oneof(fc.string({ maxLength: FRAME_MAX_TEXT_LENGTH }), fc.double({ noNaN: true, noDefaultInfinity: true })), { maxKeys: 6 })
const metadata = fc.record({
  name: fc.string({ maxLength: FRAME_MAX_TEXT_LENGTH }),
  description: fc.string({ maxLength: 1024 }),
  url: fc.webUrl(),
  icons: fc.array(fc.webUrl(), { maxLength: 3 }),
})
// fast-check's JSON arrays are readonly, zod's are not: the same values.
const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<FrameSuccessPayload<'RPC_REQUEST'>>

type PayloadArbitraries = { [N in FrameRequestName]: { request: fc.Arbitrary<FrameRequestPayloadInput<N>>; success: fc.Arbitrary<FrameSuccessPayloadInput<N>> } }

/** For every request of SPEC section 7, valid payloads of the request and of its success reply. */
export const framePayloadArbitraries: PayloadArbitraries = {
  SWITCH_NETWORK: { request: fc.record({ chainId: frameChainIdArbitrary }), success: fc.record({ chainId: frameChainIdArbitrary }) },
  CONNECT_EMAIL: { request: fc.record({ email: frameEmailArbitrary }), success: fc.record({ action: fc.constantFrom('VERIFY_DEVICE' as const, 'VERIFY_OTP' as const, 'CONNECT' as const) }) },
  CONNECT_DEVICE: { request: none, success: none },
  CONNECT_OTP: { request: fc.record({ otp: frameOtpArbitrary }), success: none },
  CONNECT_SOCIAL: {
    request: fc.record({ uri: frameUrlArbitrary, preferredAccountType: accountType, chainId: frameChainIdArbitrary }, { requiredKeys: ['uri'] }),
    success: frameUserArbitrary,
  },
  GET_FARCASTER_URI: { request: none, success: fc.record({ url: frameUrlArbitrary }) },
  CONNECT_FARCASTER: { request: none, success: fc.record({ userName }) },
  GET_USER: { request: fc.record({ chainId: frameChainIdArbitrary, preferredAccountType: accountType }, { requiredKeys: [] }), success: frameUserArbitrary },
  GET_SOCIAL_REDIRECT_URI: { request: fc.record({ provider: fc.constantFrom(...FRAME_SOCIAL_PROVIDERS) }), success: fc.record({ uri: frameUrlArbitrary }) },
  SIGN_OUT: { request: none, success: none },
  IS_CONNECTED: { request: none, success: fc.record({ isConnected: fc.boolean() }) },
  GET_CHAIN_ID: { request: none, success: fc.record({ chainId: frameChainIdArbitrary }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: none, success: fc.record({ smartAccountEnabledNetworks: fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 20 }) }) },
  INIT_SMART_ACCOUNT: { request: none, success: fc.record({ address: frameEvmAddressArbitrary, isDeployed: fc.boolean() }) },
  SET_PREFERRED_ACCOUNT: { request: fc.record({ type: accountType }), success: fc.record({ type: accountType, address: frameEvmAddressArbitrary }) },
  RPC_REQUEST: {
    request: fc.record(
      {
        method: fc.stringMatching(/^[A-Za-z]\w{0,40}$/),
        params: fc.oneof(fc.array(json, { maxLength: 4 }), fc.dictionary(fc.string(), json, { maxKeys: 4 })),
        chainNamespace: fc.constantFrom('eip155' as const, 'solana' as const),
        chainId: fc.oneof(evmChainNumber, solanaReference),
        rpcUrl: fc.webUrl({ validSchemes: ['https'] }),
      },
      { requiredKeys: ['method'] },
    ),
    success: json,
  },
  UPDATE_EMAIL: { request: fc.record({ email: frameEmailArbitrary }), success: fc.record({ action: fc.constantFrom('VERIFY_PRIMARY_OTP' as const, 'VERIFY_SECONDARY_OTP' as const) }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: fc.record({ otp: frameOtpArbitrary }), success: none },
  UPDATE_EMAIL_SECONDARY_OTP: { request: fc.record({ otp: frameOtpArbitrary }), success: fc.record({ newEmail: frameEmailArbitrary }) },
  SYNC_THEME: { request: fc.record({ themeMode: fc.constantFrom('light' as const, 'dark' as const), themeVariables }, { requiredKeys: [] }), success: none },
  SYNC_DAPP_DATA: {
    request: fc.record({ metadata, sdkVersion: text, sdkType: text, projectId: fc.string({ maxLength: FRAME_MAX_TEXT_LENGTH }) }, { requiredKeys: ['sdkVersion', 'sdkType', 'projectId'] }),
    success: none,
  },
  RELOAD: { request: none, success: none },
  PORTICO_EXPORT_KEY_V1: { request: none, success: none },
  PORTICO_DELETE_ACCOUNT_V1: { request: none, success: none },
  RPC_ABORT: { request: none, success: none },
}

/** Any request name. */
export const frameRequestNameArbitrary = fc.constantFrom(...(Object.keys(framePayloadArbitraries) as FrameRequestName[]))
