import { beforeEach } from 'vitest'
import { takePageLog } from './pageLog'

// Each browser test starts with an empty page log and prints it if it fails (setupFiles).
beforeEach(({ onTestFailed, task }) => {
  takePageLog()
  onTestFailed(() => {
    const log = takePageLog()
    console.log(`[e2e] "${task.name}" failed; what its pages printed last (${log.length} lines):\n${log.join('\n')}`)
  })
})
