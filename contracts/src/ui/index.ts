export * from './uiKit'
export * from './createUiKit'
export * from './uiKitStyles'
export * from './avatarColors'
