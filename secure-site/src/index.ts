// @portico/secure-site: the embedded wallet's secure site (frame pages and auth service).
export { readSecureSiteSettings, SETTINGS_ENVIRONMENT } from './settings/readSecureSiteSettings'
export { secureSiteSettingsSchema, type SecureSiteSettings, type SecureSiteSettingsInput, type ProjectSettings, type SmtpSettings } from './settings/secureSiteSettings'
export { startSecureSite, type RunningSecureSite, type SecureSiteHooks } from './startSecureSite'
export { startAuthService, type AuthServiceSettings, type RunningAuthService } from './startAuthService'
