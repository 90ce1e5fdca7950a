import { siteStore } from './team-store';

export const teamApi = siteStore;
export type TeamApi = typeof teamApi;
