/**
 * The Content-Security-Policy a sandbox page asks for with `?csp=<policy>` (e2e/csp.test.ts serves
 * the dapp under a strict policy this way), for HTML documents only; undefined without one, or for
 * a value that could split the header.
 * @example policyFromQuery('/?csp=default-src%20%27self%27') // "default-src 'self'"
 */
export function policyFromQuery(requestUrl: string): string | undefined {
  const url = new URL(requestUrl, 'http://sandbox.invalid')
  if (url.pathname !== '/' && !url.pathname.endsWith('.html')) return undefined
  const policy = url.searchParams.get('csp')
  return policy && !/[\r\n]/.test(policy) ? policy : undefined
}
