import { describe, expect, it } from 'vitest'
import { secureSiteConfigSchema } from '../secureSiteConfig'
import { approvalSurfaceFor } from './approvalSurfaceFor'

const config = secureSiteConfigSchema.parse({
  authUrl: 'http://127.0.0.1:5180',
  allowedDappOrigins: ['http://127.0.0.1:5173'],
  chains: [],
  projects: { demo: { approvals: 'frame' }, careful: { approvals: 'popup' } },
})

describe('approvalSurfaceFor', () => {
  it('gives a project the surface its operator chose', () => {
    expect(approvalSurfaceFor(config, 'demo')).toBe('frame')
    expect(approvalSurfaceFor(config, 'careful')).toBe('popup')
  })

  it('sends a project not listed (or none) to the popup', () => {
    expect(approvalSurfaceFor(config, 'other')).toBe('popup')
    expect(approvalSurfaceFor(config, '')).toBe('popup')
    expect(approvalSurfaceFor(config, 'toString')).toBe('popup')
    expect(approvalSurfaceFor(secureSiteConfigSchema.parse({ authUrl: 'http://127.0.0.1:5180', allowedDappOrigins: ['http://127.0.0.1:5173'], chains: [] }), 'demo')).toBe('popup')
  })

  it('refuses a surface it does not know', () => {
    expect(secureSiteConfigSchema.safeParse({ authUrl: 'http://127.0.0.1:5180', allowedDappOrigins: ['http://127.0.0.1:5173'], chains: [], projects: { demo: { approvals: 'overlay' } } }).success).toBe(false)
  })
})
