import * as z from 'zod'
import { parseRequest } from '../parseRequest'
import type { OnrampDeps, OnrampProviderSettings } from './onrampDeps'

/** GET /v1/onramp/providers query: `countries` a comma-separated list of ISO 3166 codes. */
export const onrampProvidersQuerySchema = z.object({ projectId: z.string().min(1), countries: z.string().optional() })

export type OnrampProviderAnswer = Omit<OnrampProviderSettings, 'countries'>

/**
 * GET /v1/onramp/providers: the providers the operator configured, those serving one of
 * `countries` when it is given, in the service's `ProvidersResponse` shape.
 * @example await getOnrampProviders({ projectId: 'p', countries: 'US,GB' }, deps)
 */
export async function getOnrampProviders(request: unknown, deps: OnrampDeps): Promise<OnrampProviderAnswer[]> {
  const query = parseRequest(onrampProvidersQuerySchema, request)
  const wanted = query.countries?.split(',').map((country) => country.trim().toUpperCase()).filter(Boolean)
  return deps.providers
    .filter((provider) => !wanted?.length || !provider.countries || provider.countries.some((country) => wanted.includes(country.toUpperCase())))
    .map(({ countries: _countries, ...provider }) => provider)
}
