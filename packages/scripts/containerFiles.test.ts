// Docker does not run on the machines this repository is tested on, so the container files are
// checked against what the tests run instead: their install line, their commands and their
// environment names are the ones packages/check runs from the tarballs, and their config files
// pass each backend's own check.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { applyEnvironment, isSecretVariable as isServerSecret } from '../../server/src/config/loadConfig'
import { isSecretVariable as isSecureSiteSecret, SETTINGS_ENVIRONMENT } from '../../secure-site/src/settings/readSecureSiteSettings'
import { secureSiteSettingsSchema } from '../../secure-site/src/settings/secureSiteSettings'
import { backendCommand, OPERATOR_INSTALL_FLAGS, SECURE_SITE_SECRET_FILE_VARIABLE } from '../check/runInstalledBackends'
import { REPO } from './repo'

const DEPLOY = join(REPO, 'deploy')
const read = (name: string) => readFileSync(join(DEPLOY, name), 'utf8')

/** The JSON array of a Dockerfile instruction in exec form (`CMD ["start", ...]`). */
function execForm(dockerfile: string, instruction: 'ENTRYPOINT' | 'CMD'): string[] {
  const line = dockerfile.split('\n').find((candidate) => candidate.startsWith(`${instruction} `))
  return z.array(z.string()).parse(JSON.parse(line?.slice(instruction.length + 1) ?? 'null'))
}

// compose.yaml is written in YAML's JSON form, so it is read without a YAML parser.
const composeSchema = z.object({
  services: z.record(
    z.string(),
    z.object({
      image: z.string().optional(),
      build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
      command: z.array(z.string()).optional(),
      environment: z.record(z.string(), z.string()).optional(),
      configs: z.array(z.object({ source: z.string(), target: z.string() })).optional(),
    }),
  ),
  configs: z.record(z.string(), z.object({ file: z.string() })),
})
const compose = composeSchema.parse(JSON.parse(read('compose.yaml')))

const BACKENDS = [
  { bin: 'portico-server', dockerfile: 'portico-server.Dockerfile', config: '/etc/portico/portico.json', isSecret: isServerSecret, tarballs: ['contracts', 'server'] },
  { bin: 'portico-secure-site', dockerfile: 'portico-secure-site.Dockerfile', config: '/etc/portico/secure-site.json', isSecret: isSecureSiteSecret, tarballs: ['contracts', 'frame-protocol', 'server', 'secure-site'] },
] as const

describe('the container files', () => {
  it.each(BACKENDS)('$dockerfile installs the tarballs as the packages check does and starts $bin as it is tested', ({ bin, dockerfile, config, tarballs }) => {
    const text = read(dockerfile)
    expect(text).toContain(`RUN npm install ${OPERATOR_INSTALL_FLAGS.join(' ')} ${tarballs.map((name) => `./portico-${name}-*.tgz`).join(' ')}`)
    expect(execForm(text, 'ENTRYPOINT')).toEqual([`/srv/portico/node_modules/.bin/${bin}`])
    expect(execForm(text, 'CMD')).toEqual(backendCommand('start', config))
  })

  it('compose runs each backend migrate then start, with the tested commands, and each environment name is one its backend reads', () => {
    for (const { dockerfile, config, isSecret } of BACKENDS) {
      const services = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile.endsWith(`/deploy/${dockerfile}`))
      expect(services.map(([, service]) => service.command).sort()).toEqual([backendCommand('migrate', config), backendCommand('start', config)])
      for (const [name, service] of services) {
        for (const variable of Object.keys(service.environment ?? {})) {
          // Secrets as files (`<NAME>_FILE`), each naming a variable the backend takes as a secret.
          expect({ name, variable, read: variable.endsWith('_FILE') && isSecret(variable.slice(0, -'_FILE'.length)) }).toEqual({ name, variable, read: true })
        }
      }
    }
    // The secure site's secret comes the way the packages check gives it.
    expect(compose.services['secure-site']?.environment?.[SECURE_SITE_SECRET_FILE_VARIABLE]).toBe('/run/secrets/secure_site_secret')
    expect(SECURE_SITE_SECRET_FILE_VARIABLE).toBe(`${SETTINGS_ENVIRONMENT.secretHex}_FILE`)
  })

  it("compose's config files pass each backend's check (the secrets come from the environment)", () => {
    const file = (source: string) => JSON.parse(read(compose.configs[source]?.file ?? 'missing')) as Record<string, unknown>
    expect(() => applyEnvironment(file('portico'), { DATABASE_URL: 'postgres://portico:pw@postgres:5432/portico' })).not.toThrow()
    expect(secureSiteSettingsSchema.safeParse({ ...file('secure-site'), secretHex: 'ab'.repeat(32) }).error?.issues ?? []).toEqual([])
  })
})
