export * from './uiKit'
