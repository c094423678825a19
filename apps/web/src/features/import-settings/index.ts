/** What other features may use of import-settings: its public surface (the layers test admits no other import). */
export { useListImportSettingsQuery } from './import-settings.api.ts';
