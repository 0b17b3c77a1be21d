import { spawnSync } from 'node:child_process'

/**
 * Runs a command quietly and returns what it printed (stdout, then stderr: npm warns on stderr);
 * on failure, throws with both (tsc prints its errors on stdout). Next.js would otherwise report
 * builds to its telemetry.
 * @example runCommand('npm', ['install'], '/tmp/dapp')
 */
export function runCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.error) throw new Error(`${command} ${args.join(' ')} did not run: ${result.error.message}`, { cause: result.error })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`)
  return output
}
