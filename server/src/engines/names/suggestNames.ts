import * as z from 'zod'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { NamesDeps } from './namesDeps'
import { isNameFormatCorrect } from './nameRules'

/** How many names a suggestion answer holds at most (the service's SUGGESTION_OPTIONS). */
const SUGGESTION_OPTIONS = 5
const MIN_NAME_LENGTH = 3

/** GET /v1/profile/suggestions/{name}: the typed label from the path, the zone from the query. */
export const suggestNamesRequestSchema = z.object({ name: z.string().max(64), zone: z.string().optional() })

export interface NameSuggestionsAnswer {
  suggestions: { name: string; registered: boolean }[]
}

/**
 * Labels that start with the typed one, in the order they are offered: the service offers words of
 * its dictionary that start with the typed label, so a suggestion always extends what was typed.
 */
const variants = (label: string, year: number) => [`${label}-id`, `${label}${year}`, `${label}-app`, `${label}-web3`, `${label}-1`, `${label}-2`, `${label}-3`]

/**
 * GET /v1/profile/suggestions/{name}: the exact name in the zone (`zone`, else the first allowed
 * one) with whether it is taken, then free variants of it, up to five names in all.
 * @example await suggestNames({ name: 'alice', zone: 'reown.id' }, deps)
 */
export async function suggestNames(request: unknown, deps: NamesDeps): Promise<NameSuggestionsAnswer> {
  const { name, zone: asked } = parseRequest(suggestNamesRequestSchema, request)
  if (name.length < MIN_NAME_LENGTH) throw new HostedError(400, 'name', `Invalid name length: ${name}`)
  if (!isNameFormatCorrect(name)) throw new HostedError(400, 'name', `Invalid name format: ${name}`)
  const zone = asked ?? deps.allowedZones[0]
  if (!zone) throw new HostedError(500, '', 'Names allowed zones are empty')
  const exact = `${name}.${zone}`
  const suggestions = [{ name: exact, registered: (await deps.store.byName(exact)) !== undefined }]
  const year = new Date((deps.now ?? Date.now)()).getUTCFullYear()
  for (const label of variants(name, year)) {
    if (suggestions.length === SUGGESTION_OPTIONS) break
    const candidate = `${label}.${zone}`
    if (label.length <= 64 && !(await deps.store.byName(candidate))) suggestions.push({ name: candidate, registered: false })
  }
  return { suggestions }
}
