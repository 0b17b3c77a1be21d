import { createUiKit, type UiKit, type UiRuntime } from '@portico/contracts'
import { createElement, useEffect, useState, type ReactNode } from 'react'

/** The UI kit drawn with the shared React: the shell's own screens and every plugin (PluginHost.ui) use it. */
export const uiKit: UiKit<ReactNode> = createUiKit({ createElement: createElement as UiRuntime['createElement'], useState, useEffect }) as UiKit<ReactNode>
