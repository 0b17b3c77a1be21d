import { parse, type Token } from '@messageformat/parser'

/**
 * The argument names an ICU message uses, nested ones included, sorted.
 * @example messageArguments('{count, plural, one {# wallet for {name}} other {# wallets}}') // ['count', 'name']
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>()
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg)
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg)
        for (const branch of token.cases) visit(branch.tokens)
      }
    }
  }
  visit(parse(message))
  return [...names].sort()
}
