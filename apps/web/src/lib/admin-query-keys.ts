/*
 * The back-office's cached reads that more than one screen changes: the dashboard counts and lists
 * the vehicles and services that their own pages edit, so those pages forget it after a change.
 */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;
