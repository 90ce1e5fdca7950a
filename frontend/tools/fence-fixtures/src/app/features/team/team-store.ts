export const siteStore = {};
