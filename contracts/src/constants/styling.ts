import * as z from 'zod/mini'

/** Theme modes; dark by default (SPEC sections 1 and 3). */
export const themeModeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.infer<typeof themeModeSchema>
export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

/** Styling defaults (SPEC section 9). */
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const FRAME_Z_INDEX = 999_999
export const MASTER_FONT_SIZE = '10px'
export const BORDER_RADIUS = '4px'
