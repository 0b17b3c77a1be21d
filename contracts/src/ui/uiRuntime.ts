import type { UiComponent } from './uiKit'

type Props = Record<string, unknown>

/**
 * The parts of React the kit draws with, lent by whoever renders it (the shell, a test): contracts
 * stays framework-free and plugins get the shell's own components.
 */
export interface UiRuntime {
  createElement: (type: string | UiComponent<never>, props: Props | null, ...children: unknown[]) => unknown
  useState: <S>(initial: S) => [S, (next: S) => void]
  useEffect: (effect: () => void | (() => void), deps: readonly unknown[]) => void
}
