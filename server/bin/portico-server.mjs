#!/usr/bin/env node
// The workspace runs its TypeScript sources through tsx; the published package is compiled JavaScript (npm run pack).
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
