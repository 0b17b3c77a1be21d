import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The project's own ESLint config applied to `code` as if it were the test file at `filePath`. */
async function ruleIds(code: string, filePath = 'shell/src/example.test.ts'): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('the lint rules that keep tests honest', () => {
  it('fails a matcher that is never called', async () => {
    const code = "import { expect, it } from 'vitest'\nit('x', () => {\n  expect(1).toBeDefined\n})\n"
    expect(await ruleIds(code)).toContain('vitest/valid-expect')
  })

  it('fails an expect with no matcher', async () => {
    const code = "import { expect, it } from 'vitest'\nit('x', () => {\n  expect(1)\n})\n"
    expect(await ruleIds(code)).toContain('vitest/valid-expect')
  })

  it('fails an async assertion that is neither awaited nor returned', async () => {
    const code = "import { expect, it } from 'vitest'\nit('x', async () => {\n  expect(Promise.resolve(1)).resolves.toBe(1)\n})\n"
    expect(await ruleIds(code)).toContain('vitest/valid-expect')
  })

  it('passes a called matcher', async () => {
    const code = "import { expect, it } from 'vitest'\nit('x', async () => {\n  expect(1).toBeDefined()\n  await expect(Promise.resolve(1)).resolves.toBe(1)\n})\n"
    expect(await ruleIds(code)).toEqual([])
  })
}, 60_000)
