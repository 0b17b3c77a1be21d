import type { Page } from 'playwright-core'
import { scriptedClickToPaint, waitForPath, type ScriptBytes, type trackNetwork } from './measure'

/** One Account action of a plugin clicked cold in a logged-in sandbox session. */
export interface AccountActionClick {
  /** Click -> the view painted in the state `painted` names. */
  ms: number
  /** The page's JS fetched for that click (the view's chunk: the remote came with the Account view). */
  clickJs: ScriptBytes
  /** Every file of the plugin this session (remote entry, setup, view). */
  pluginFiles: ScriptBytes
}

/**
 * From the Account view: clicks the action that opens `view` (its plugin in `/plugins/<folder>/`)
 * and times the first frame painted with `painted` (a path through shadow roots) in it.
 * @example await clickAccountAction(page, network, origin, { view: 'SmartSessions', folder: 'smart-sessions', painted: '[data-testid="sessions-empty"]' })
 */
export async function clickAccountAction(page: Page, network: ReturnType<typeof trackNetwork>, pageOrigin: string, action: { view: string; folder: string; painted: string }): Promise<AccountActionClick> {
  const button = ['portico-modal', `[role="dialog"][data-view="Account"] [data-opens="${action.view}"]`]
  await waitForPath(page, button, true)
  await network.settle()
  network.setPhase(action.folder)
  const { ms } = await scriptedClickToPaint(page, { button, painted: ['portico-modal', `[role="dialog"][data-view="${action.view}"] ${action.painted}`] })
  await network.settle()
  return {
    ms,
    clickJs: network.sum((t) => t.phase === action.folder && new URL(t.url).origin === pageOrigin),
    pluginFiles: network.sum((t) => new URL(t.url).pathname.startsWith(`/plugins/${action.folder}/`)),
  }
}
