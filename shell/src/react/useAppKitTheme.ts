import type { ThemeVariables } from '../options/appKitOptionsSchema'
import { NO_THEME_VARIABLES } from './hookFallbacks'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitTheme` returns, as AppKit's. */
export interface UseAppKitThemeReturnType {
  themeMode: 'dark' | 'light'
  themeVariables: ThemeVariables
  setThemeMode(mode: 'dark' | 'light'): void
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * Theme and its setters, as AppKit's `useAppKitTheme`.
 * @example const { setThemeMode } = useAppKitTheme(); setThemeMode('light')
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const themeMode = useShellAtom(appKit, (atoms) => atoms.themeMode, 'dark')
  const themeVariables = useShellAtom<ThemeVariables>(appKit, (atoms) => atoms.themeVariables, NO_THEME_VARIABLES)
  return {
    themeMode,
    themeVariables,
    setThemeMode: (mode: 'dark' | 'light') => appKit?.setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => appKit?.setThemeVariables(variables),
  }
}
