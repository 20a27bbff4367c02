/** Query keys of System Configuration. */
export const systemConfigQueryKeys = {
  tiles: ['system-config', 'dashboard-tiles'] as const,
  settings: ['system-config', 'settings'] as const,
  announcements: ['system-config', 'announcements'] as const,
};
