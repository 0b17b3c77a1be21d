import { z } from 'zod'
import { hasUniqueKeyIds, keyIdSchema } from '../auth/keyIds'
import { socialSettingsSchema } from '../auth/socialProviderSettings'
import { approvalSurfaceSchema, originSchema, secureSiteChainSchema } from '../frame/secureSiteConfig'
import { DERIVED_SEALING_KEY_ID } from '../auth/sealingKeys'

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1']

/** A project (the frame's `projectId`): the dapp origins that may embed the frame, and where approvals are answered. */
export const projectSettingsSchema = z.strictObject({
  allowedOrigins: z.array(originSchema).min(1),
  approvals: approvalSurfaceSchema.default('popup'),
})
export type ProjectSettings = z.infer<typeof projectSettingsSchema>

/** The SMTP server one-time codes and approval links go through; TLS unless the host is loopback. */
export const smtpSettingsSchema = z
  .strictObject({
    host: z.string().min(1),
    port: z.number().int().positive(),
    tls: z.enum(['implicit', 'starttls', 'none']).default('starttls'),
    user: z.string().optional(),
    password: z.string().optional(),
    from: z.string().min(3),
  })
  .refine((smtp) => smtp.tls !== 'none' || LOOPBACK_HOSTS.includes(smtp.host), 'SMTP without TLS is allowed to a loopback mail catcher only')
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>

/**
 * Where users, sessions, codes, counters and the audit log are kept: PostgreSQL at `url` (from
 * DATABASE_URL, so its password stays out of the file) for several instances, else PGlite in
 * `dataDir` (one instance), or PGlite in memory (`memory`, the sandbox's: all lost at stop).
 */
export const databaseSettingsSchema = z.strictObject({
  url: z.string().regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL').optional(),
  dataDir: z.string().min(1).default('secure-site-data'),
  memory: z.boolean().default(false),
  /** Tries to reach PostgreSQL at start, 0.5 s apart and doubling to 8 s (8: about 30 s), for a database starting beside the instance. */
  connectAttempts: z.number().int().min(1).max(20).default(8),
})
export type DatabaseSettings = z.infer<typeof databaseSettingsSchema>

const secretHexSchema = z.string().regex(/^([0-9a-fA-F]{2}){32,}$/, 'Expected at least 32 bytes of hex')

/**
 * The session-signing keys, from PORTICO_SECURE_SITE_SESSION_KEYS (`<kid>:<hex>,<kid>:<hex>`): the
 * first signs new session tokens, a token is accepted under any listed key of its `kid`.
 */
export const sessionKeySettingsSchema = z
  .array(z.strictObject({ kid: keyIdSchema, secretHex: secretHexSchema }))
  .min(1)
  .refine(hasUniqueKeyIds, 'Each session-signing key needs its own id')
export type SessionKeySettings = z.infer<typeof sessionKeySettingsSchema>

/**
 * The at-rest keys of the auth shares, from PORTICO_SECURE_SITE_SEALING_KEYS (`<kid>:<hex>,secret-v1`):
 * the first seals, a stored share opens under the listed key its blob names; `secret-v1` without
 * hex is the key derived from the secret, which sealed every share before keys were listed.
 */
export const sealingKeySettingsSchema = z
  .array(
    z
      .object({ kid: keyIdSchema, secretHex: z.string().regex(/^[0-9a-fA-F]{64}$/, 'Expected 32 bytes of hex').optional() })
      .refine((key) => key.secretHex !== undefined || key.kid === DERIVED_SEALING_KEY_ID, `Only ${DERIVED_SEALING_KEY_ID} (the key derived from the secret) goes without hex`),
  )
  .min(1)
  .refine(hasUniqueKeyIds, 'Each at-rest key needs its own id')
export type SealingKeySettings = z.infer<typeof sealingKeySettingsSchema>

/**
 * Everything an operator sets, from the settings file and the environment (PORTICO_SECURE_SITE_*):
 * where the two servers listen and are reached, the secret, the projects, the chains, mail, and
 * the identity providers.
 * @example secureSiteSettingsSchema.parse(JSON.parse(readFileSync('secure-site.json', 'utf8')))
 */
export const secureSiteSettingsSchema = z.strictObject({
  /** The interface both servers bind; put a TLS-terminating proxy in front of them. */
  host: z.string().default('127.0.0.1'),
  /** The frame pages' port; 0 picks a free one. */
  framePort: z.number().int().min(0).default(5174),
  /** The auth service's port; 0 picks a free one. */
  authPort: z.number().int().min(0).default(5180),
  /** The origins users reach the two servers at, behind the proxy; `http://<host>:<port>` by default. */
  frameUrl: originSchema.optional(),
  authUrl: originSchema.optional(),
  /** At least 32 random bytes as hex: the one-time codes' hash key, and the session and at-rest keys unless listed, are derived from it. */
  secretHex: secretHexSchema,
  /** Session-signing keys to rotate; without them one key derived from `secretHex` signs sessions. */
  sessionKeys: sessionKeySettingsSchema.optional(),
  /** At-rest keys of the auth shares to rotate; without them one key derived from `secretHex` seals them. */
  sealingKeys: sealingKeySettingsSchema.optional(),
  projects: z.record(z.string(), projectSettingsSchema).refine((projects) => Object.keys(projects).length > 0, 'List at least one project'),
  chains: z.array(secureSiteChainSchema).default([]),
  smtp: smtpSettingsSchema,
  /** Social login: each provider offered, with its client id (its secret from the environment). */
  social: socialSettingsSchema.optional(),
  /** Sign In With Farcaster: the relay (the public one in production) and the OP Mainnet node with the Farcaster registries. */
  farcaster: z.strictObject({ relayUrl: z.url(), rpcUrl: z.url() }).optional(),
  /** The frame app's build (`npm run build` writes dist/secure-site). */
  frameAppDir: z.string().optional(),
  /** SPEC 9's 30 s by default. */
  emailCooldownMs: z.number().int().positive().optional(),
  /** The email routes' per-client and per-address bounds (auth/emailLimits.ts DEFAULT_EMAIL_LIMITS), where others are wanted. */
  emailLimits: z
    .strictObject({
      connectsPerClientPerMinute: z.number().int().positive(),
      devicePollsPerClientPerMinute: z.number().int().positive(),
      approvalMailsPerClientPerHour: z.number().int().positive(),
      approvalMailsPerAddressPerHour: z.number().int().positive(),
    })
    .partial()
    .optional(),
  /** Behind a proxy: the header it writes the client's address to, and how many proxies append to it. Unset, the connection's address counts. */
  trustProxy: z.strictObject({ header: z.string().min(1).default('x-forwarded-for'), hops: z.number().int().min(1).max(10).default(1) }).optional(),
  database: databaseSettingsSchema.prefault({}),
})
export type SecureSiteSettings = z.infer<typeof secureSiteSettingsSchema>
export type SecureSiteSettingsInput = z.input<typeof secureSiteSettingsSchema>
