import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Resolves once no CSS animation or transition runs in the page, its shadow roots included (the
 * modal's views fade in): colours are final for a contrast check.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++) {
      for (const element of roots[i]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    }
    return roots.every((root) => root.getAnimations().every((animation) => animation.playState !== 'running'))
  })
}

/**
 * axe's serious and critical violations once animations have settled, as `rule: targets` (or rule
 * ids alone); `include` narrows the check to one element (the modal), else the whole page.
 */
export async function seriousViolations(page: Page, { include, idsOnly = false }: { include?: string; idsOnly?: boolean } = {}): Promise<string[]> {
  await animationsSettled(page)
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => (idsOnly ? violation.id : `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`))
}
