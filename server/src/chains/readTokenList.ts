import { readFile } from 'node:fs/promises'
import type { TokenListSource } from '../config/configSchema'
import { tokenListSchema, tokenListTokenSchema, type TokenListToken } from '../config/tokenListSchema'

/**
 * The tokens of one chain from a Token Lists source; a token that fails the schema is dropped, its
 * neighbours kept.
 *
 * @example
 * const tokens = await readTokenList({ file: './tokens.json' }, 1, 5_000)
 */
export async function readTokenList(source: TokenListSource, chainId: number, timeoutMs: number): Promise<TokenListToken[]> {
  const list = tokenListSchema.parse(await loadSource(source, timeoutMs))
  return list.tokens.flatMap((token) => {
    const parsed = tokenListTokenSchema.safeParse(token)
    return parsed.success && parsed.data.chainId === chainId ? [parsed.data] : []
  })
}

async function loadSource(source: TokenListSource, timeoutMs: number): Promise<unknown> {
  if ('inline' in source) return source.inline
  if ('file' in source) return JSON.parse(await readFile(source.file, 'utf8'))
  const response = await fetch(source.url, { signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw new Error(`Token list ${source.url} answered ${response.status}`)
  return response.json()
}
