import { avatarColors } from './avatarColors'
import { createUiLogo } from './createUiLogo'
import { createUiQrCode } from './createUiQrCode'
import { ICON_PATHS } from './iconPaths'
import type { UiKit } from './uiKit'
import type { UiRuntime } from './uiRuntime'

export type { UiRuntime } from './uiRuntime'

/**
 * The UI kit's components, drawn with `runtime` (PluginHost.ui). The CSS is UI_KIT_STYLES, which
 * the shell adopts into the modal's shadow root.
 * @example const ui = createUiKit({ createElement, useState, useEffect }) // from 'react'
 */
export function createUiKit(runtime: UiRuntime): UiKit {
  const { createElement: h } = runtime

  const Icon: UiKit['Icon'] = ({ name, size = 20, label }) =>
    h(
      'svg',
      {
        className: 'ui-icon',
        viewBox: '0 0 24 24',
        width: size,
        height: size,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' }),
      },
      h('path', { d: ICON_PATHS[name] }),
    )

  const Avatar: UiKit['Avatar'] = ({ address, size = 40 }) => {
    const [from, to] = avatarColors(address)
    return h('span', {
      className: 'ui-avatar',
      'aria-hidden': true,
      'data-testid': 'ui-avatar',
      style: { width: size, height: size, background: `radial-gradient(circle at 30% 25%, ${from}, ${to})` },
    })
  }

  const { LetterBadge, Logo } = createUiLogo(runtime)
  const ErrorAlert: UiKit['ErrorAlert'] = ({ message, testId }) => (message ? h('p', { className: 'alert', role: 'alert', 'data-testid': testId }, message) : null)
  const Problem: UiKit['Problem'] = ({ message, backLabel, onBack, retry }) =>
    h(
      'div',
      { className: 'view ui-problem' },
      h(ErrorAlert, { message }),
      h(
        'div',
        { className: 'button-row' },
        h('button', { type: 'button', className: 'list-item', onClick: onBack }, backLabel),
        retry ? h('button', { type: 'button', className: 'button', onClick: retry.onRetry }, retry.label) : null,
      ),
    )
  return { Icon, Avatar, LetterBadge, Logo, ErrorAlert, QrCode: createUiQrCode(runtime), Problem }
}
