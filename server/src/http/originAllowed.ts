import type { ProjectConfig } from '../config/configSchema'

/** Whether a request's `Origin` is on the project's allow-list (`*` allows any). */
export function originAllowed(project: ProjectConfig, origin: string): boolean {
  return project.allowedOrigins.some((allowed) => allowed === '*' || allowed === origin)
}
