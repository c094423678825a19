/** What other features may use of working-time: its public surface (the layers test admits no other import). */
export { DriverLimitAlerts, DriverLimitsCard } from './DriverLimitsCard.tsx';
export { MonthPicker } from './MonthPicker.tsx';
export { useGetWorkingTimeSettingsQuery, useSaveWorkingTimeSettingsMutation } from './working-time.api.ts';
