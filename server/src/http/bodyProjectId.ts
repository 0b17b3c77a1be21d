import { z } from 'zod'

const withProjectId = z.object({ projectId: z.string() })

/**
 * The project id a POST carries in its JSON body, as the hosted price and build-transaction calls
 * do; undefined when it has none (the gate then refuses the call).
 * @example checkProject(context, { enforceOrigin: false, readProjectId: async (c) => bodyProjectId(await readJson(c, 64)) })
 */
export function bodyProjectId(body: unknown): string | undefined {
  return withProjectId.safeParse(body).data?.projectId
}
