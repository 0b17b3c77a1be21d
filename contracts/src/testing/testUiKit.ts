import { createElement as h, type ReactNode } from 'react'
import type { UiKit } from '../ui/uiKit'

/**
 * A stand-in for the shell's UI kit in plugin unit tests: each part renders what a test reads (its
 * accessible name, an alert's text, Problem's buttons) and nothing of the drawing, which the shell
 * tests with its own kit. The e2e tests run plugins with the real one.
 */
export const testUiKit: UiKit<ReactNode> = {
  Icon: ({ name, label }) => h('i', label ? { role: 'img', 'aria-label': label, 'data-kit': name } : { 'aria-hidden': true, 'data-kit': name }),
  Avatar: ({ address }) => h('i', { 'aria-hidden': true, 'data-kit': 'avatar', 'data-address': address }),
  LetterBadge: ({ name }) => h('i', { 'aria-hidden': true, 'data-kit': 'badge', 'data-name': name }),
  Logo: ({ src, name }) => h('i', { 'aria-hidden': true, 'data-kit': 'logo', 'data-src': src ?? '', 'data-name': name }),
  ErrorAlert: ({ message, testId }) => (message ? h('p', { role: 'alert', 'data-testid': testId }, message) : null),
  QrCode: ({ value, label, testId }) => h('i', { role: 'img', 'aria-label': label, 'data-testid': testId, 'data-value': value }),
  Problem: ({ message, backLabel, onBack, retry }) =>
    h(
      'div',
      null,
      h('p', { role: 'alert' }, message),
      h('button', { type: 'button', onClick: onBack }, backLabel),
      retry ? h('button', { type: 'button', onClick: retry.onRetry }, retry.label) : null,
    ),
}
