import type { ProjectSettings } from '../settings/secureSiteSettings'
import { secureSiteConfigSchema, type SecureSiteConfig } from './secureSiteConfig'

/** What every page of the secure site is told, whatever the project: the auth service, the chains, the logins. */
export type FrameSiteConfig = Omit<SecureSiteConfig, 'allowedDappOrigins' | 'projects'>

/**
 * The config of one project's frame page: that project's dapp origins and settings only, so a page
 * framed for one project neither accepts another project's origins nor learns its settings.
 * @example projectFrameConfig(site, 'shop', { allowedOrigins: ['https://shop.example'], approvals: 'popup' }).allowedDappOrigins // ['https://shop.example']
 */
export function projectFrameConfig(site: FrameSiteConfig, projectId: string, { allowedOrigins, approvals }: ProjectSettings): SecureSiteConfig {
  return secureSiteConfigSchema.parse({ ...site, allowedDappOrigins: allowedOrigins, projects: { [projectId]: { approvals } } })
}
