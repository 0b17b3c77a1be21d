/** The SDK type sent as `st` with every backend request (SPEC section 7). */
export const SDK_TYPE = 'portico'
/** The SDK version sent as `sv`; kept equal to shell/package.json's version (a test checks). */
export const SDK_VERSION = '0.1.0'

/**
 * The query every request to the product's backends carries: projectId, st, sv (SPEC section 7).
 * @example createApiClient({ baseUrl, query: sdkQuery(options.projectId) })
 */
export function sdkQuery(projectId: string | undefined): Record<string, string | undefined> {
  return { projectId, st: SDK_TYPE, sv: SDK_VERSION }
}
