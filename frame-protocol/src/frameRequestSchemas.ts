import * as z from 'zod/mini'
import { preferredAccountTypeSchema } from '@portico/contracts'
import { frameSocialProviderSchema } from '@portico/contracts'
import type { FrameRequestName } from './frameEventTypes'
import {
  frameChainIdSchema,
  frameDappMetadataSchema,
  frameEmailSchema,
  frameList,
  frameNoPayloadSchema,
  frameOtpSchema,
  frameRpcChainIdSchema,
  frameRpcChainNamespaceSchema,
  frameRpcUrlSchema,
  frameTextSchema,
  frameThemeModeSchema,
  frameThemeVariablesSchema,
  frameUrlSchema,
  frameUserNameSchema,
  isFrameEvmAddress,
} from './frameFields'
import { FRAME_MAX_TEXT_LENGTH } from './frameLimits'
import { type FrameJsonValue, isFrameJsonValue } from './isFrameJsonValue'
import { frameUserSchema } from './frameUser'

/** What a request's payload and its success reply's payload must be. */
export type FramePayloadSchemas = { request: z.ZodMiniType; success: z.ZodMiniType }

// A check of our own rather than z.json(), whose code would land in the shell's initial chunk.
const jsonSchema = z.custom<FrameJsonValue>((value) => isFrameJsonValue(value))
const jsonParams = z.custom<FrameJsonValue[] | { [key: string]: FrameJsonValue }>((value) => typeof value === 'object' && value !== null && isFrameJsonValue(value), {
  error: 'Expected the params as JSON values',
})

/**
 * For each request of SPEC section 7, the schema of its payload and of its success reply's
 * payload (SPEC section 3 "Frame messages"); every error reply carries frameErrorPayloadSchema.
 * @example frameRequestSchemas.CONNECT_EMAIL.success.parse({ action: 'VERIFY_OTP' })
 */
export const frameRequestSchemas = {
  SWITCH_NETWORK: { request: z.object({ chainId: frameChainIdSchema }), success: z.object({ chainId: frameChainIdSchema }) },
  CONNECT_EMAIL: { request: z.object({ email: frameEmailSchema }), success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }) },
  CONNECT_DEVICE: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
  CONNECT_OTP: { request: z.object({ otp: frameOtpSchema }), success: frameNoPayloadSchema },
  // `uri`: the provider's redirect back, with its code, which the frame exchanges for a session.
  CONNECT_SOCIAL: {
    request: z.object({ uri: frameUrlSchema, preferredAccountType: z.optional(preferredAccountTypeSchema), chainId: z.optional(frameChainIdSchema) }),
    success: frameUserSchema,
  },
  // `url`: the Sign In With Farcaster link the page shows as a QR code (AppKit's FrameGetFarcasterUriResponse).
  GET_FARCASTER_URI: { request: frameNoPayloadSchema, success: z.object({ url: frameUrlSchema }) },
  CONNECT_FARCASTER: { request: frameNoPayloadSchema, success: z.object({ userName: frameUserNameSchema }) },
  GET_USER: { request: z.object({ chainId: z.optional(frameChainIdSchema), preferredAccountType: z.optional(preferredAccountTypeSchema) }), success: frameUserSchema },
  // `uri`: the provider's login page the page opens in a popup.
  GET_SOCIAL_REDIRECT_URI: { request: z.object({ provider: frameSocialProviderSchema }), success: z.object({ uri: frameUrlSchema }) },
  SIGN_OUT: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
  IS_CONNECTED: { request: frameNoPayloadSchema, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: frameNoPayloadSchema, success: z.object({ chainId: frameChainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: frameNoPayloadSchema,
    success: z.object({ smartAccountEnabledNetworks: frameList(z.int().check(z.positive())) }),
  },
  // AppKit's FrameInitSmartAccountResponse: `isDeployed`.
  INIT_SMART_ACCOUNT: {
    request: frameNoPayloadSchema,
    success: z.object({ address: z.string().check(z.refine(isFrameEvmAddress, { error: 'Expected an EVM address' })), isDeployed: z.boolean() }),
  },
  // AppKit's AppSetPreferredAccountRequest / FrameSetPreferredAccountResponse: the account `type`.
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: preferredAccountTypeSchema }),
    success: z.object({ type: preferredAccountTypeSchema, address: z.string().check(z.refine(isFrameEvmAddress, { error: 'Expected an EVM address' })) }),
  },
  // The result is the wallet's JSON-RPC result, as any JSON value (null included). The page always
  // names the network: its namespace, its bare id and its node URL (AppKit's frame provider does).
  RPC_REQUEST: {
    request: z.object({
      method: z.string().check(z.regex(/^[A-Za-z][\w]{0,127}$/, 'Expected an RPC method name')),
      params: z.optional(jsonParams),
      chainNamespace: z.optional(frameRpcChainNamespaceSchema),
      chainId: z.optional(frameRpcChainIdSchema),
      rpcUrl: z.optional(frameRpcUrlSchema),
    }),
    success: jsonSchema,
  },
  // Stops the pending RPC request (an approval the user left); the frame answers RPC_ABORT_SUCCESS.
  RPC_ABORT: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
  UPDATE_EMAIL: { request: z.object({ email: frameEmailSchema }), success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp: frameOtpSchema }), success: frameNoPayloadSchema },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp: frameOtpSchema }), success: z.object({ newEmail: frameEmailSchema }) },
  SYNC_THEME: {
    request: z.object({ themeMode: z.optional(frameThemeModeSchema), themeVariables: z.optional(frameThemeVariablesSchema) }),
    success: frameNoPayloadSchema,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      metadata: z.optional(frameDappMetadataSchema),
      sdkVersion: frameTextSchema,
      sdkType: frameTextSchema,
      projectId: z.string().check(z.maxLength(FRAME_MAX_TEXT_LENGTH)),
    }),
    success: frameNoPayloadSchema,
  },
  RELOAD: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
  // Portico's: after a fresh approval the frame shows the key in its own page; the reply never carries it.
  PORTICO_EXPORT_KEY_V1: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
  // Portico's: after a fresh approval the secure site deletes the account and its shares.
  PORTICO_DELETE_ACCOUNT_V1: { request: frameNoPayloadSchema, success: frameNoPayloadSchema },
} as const satisfies Record<FrameRequestName, FramePayloadSchemas>

/** The payload of request N, as sent and as parsed. */
export type FrameRequestPayload<N extends FrameRequestName = FrameRequestName> = z.output<(typeof frameRequestSchemas)[N]['request']>
/** The payload of request N's success reply. */
export type FrameSuccessPayload<N extends FrameRequestName = FrameRequestName> = z.output<(typeof frameRequestSchemas)[N]['success']>
