import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where the topology runs each part: loopback ports in place of the docs' addresses, names and certificate. */
export interface TopologyAddresses {
  servers: readonly [number, number]
  /** Each secure-site instance's frame and auth ports. */
  secureSites: readonly [{ frame: number; auth: number }, { frame: number; auth: number }]
  /** nginx's TLS ports for the three public origins. */
  listen: { api: number; frame: number; auth: number }
  certificate: string
  key: string
}

const OPERATORS_MD = fileURLToPath(new URL('../../docs/operators.md', import.meta.url))

/** The one ```nginx block of docs/operators.md, as an operator copies it. */
export function operatorsNginxBlock(markdown = readFileSync(OPERATORS_MD, 'utf8')): string {
  const blocks = [...markdown.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
  if (blocks.length !== 1) throw new Error(`docs/operators.md has ${blocks.length} nginx blocks, expected one`)
  return blocks[0] ?? ''
}

/**
 * docs/operators.md's nginx configuration with the topology's loopback addresses, ports and
 * certificate in place of the docs' own; each replaced text must be found exactly once, so the docs
 * and the test cannot drift apart unnoticed.
 * @example operatorsNginxConfig({ servers: [8081, 8082], ... })
 */
export function operatorsNginxConfig(at: TopologyAddresses, block = operatorsNginxBlock()): string {
  const [site1, site2] = at.secureSites
  const replacements: [string, string][] = [
    ['server 10.0.0.11:8080 ', `server 127.0.0.1:${at.servers[0]} `],
    ['server 10.0.0.12:8080 ', `server 127.0.0.1:${at.servers[1]} `],
    ['server 10.0.0.21:5174 ', `server 127.0.0.1:${site1.frame} `],
    ['server 10.0.0.22:5174 ', `server 127.0.0.1:${site2.frame} `],
    ['server 10.0.0.21:5180 ', `server 127.0.0.1:${site1.auth} `],
    ['server 10.0.0.22:5180 ', `server 127.0.0.1:${site2.auth} `],
    ['/etc/ssl/portico/fullchain.pem', at.certificate],
    ['/etc/ssl/portico/privkey.pem', at.key],
    ['listen 443 ssl;\n  server_name api.example.com;', `listen 127.0.0.1:${at.listen.api} ssl;\n  server_name api.example.com;`],
    ['listen 443 ssl;\n  server_name secure.example.com;', `listen 127.0.0.1:${at.listen.frame} ssl;\n  server_name secure.example.com;`],
    ['listen 443 ssl;\n  server_name auth.secure.example.com;', `listen 127.0.0.1:${at.listen.auth} ssl;\n  server_name auth.secure.example.com;`],
  ]
  return replacements.reduce((config, [from, to]) => {
    const found = config.split(from).length - 1
    if (found !== 1) throw new Error(`docs/operators.md's nginx block holds ${JSON.stringify(from)} ${found} times, expected once`)
    return config.replace(from, to)
  }, block)
}
