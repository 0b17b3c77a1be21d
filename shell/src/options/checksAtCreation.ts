import { SHELL_CHECKS, type ShellChecks } from './shellChecks'

// A bundler replaces `process.env.NODE_ENV` with the build's mode; declared here so the published
// build needs no Node types.
declare const process: { env: { NODE_ENV?: string } }

/**
 * The checks `createAppKit` runs at once, so a bad option throws from it: in a development build
 * (tests and Node too). A production build gets undefined: the boot reads the options without a
 * check (readBootOptions) and the checks come with the core's chunk (deferredOptionsCheck); the
 * bundler drops the development branch, and zod with it, from the page's first script.
 * @example const checks = checksAtCreation(); const options = checks ? checks.checkAppKitOptions(input) : readBootOptions(input)
 */
export function checksAtCreation(): ShellChecks | undefined {
  try {
    if (process.env.NODE_ENV !== 'production') return SHELL_CHECKS
  } catch {
    // Without a bundler a page may have no `process`: the checks then come with the core, as in production.
  }
  return undefined
}
