import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nginxBalancerConfig } from './nginxBalancerConfig'

const SERVER_MD = new URL('../../docs/server.md', import.meta.url)

describe('nginxBalancerConfig', () => {
  it('is the configuration docs/server.md shows, but for where it listens', () => {
    const blocks = [...readFileSync(SERVER_MD, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1])
    expect(blocks).toHaveLength(1)
    const tested = nginxBalancerConfig(['10.0.0.11:8080', '10.0.0.12:8080']).replace('listen 127.0.0.1:{{port}};', 'listen 443 ssl;  # your certificate and key here; the test listens on loopback without TLS')
    expect(`${tested}\n`).toBe(blocks[0])
  })
})
