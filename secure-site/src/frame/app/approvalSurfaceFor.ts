import type { ApprovalSurface, SecureSiteConfig } from '../secureSiteConfig'

/**
 * The approval surface the operator chose for the frame's project; `popup` for a project it did
 * not list, so a page cannot get the in-frame card by naming an unknown project.
 * @example approvalSurfaceFor({ projects: { demo: { approvals: 'frame' } } }, 'demo') // 'frame'
 */
export function approvalSurfaceFor({ projects = {} }: Pick<SecureSiteConfig, 'projects'>, projectId: string): ApprovalSurface {
  return Object.hasOwn(projects, projectId) ? (projects[projectId]?.approvals ?? 'popup') : 'popup'
}
