/** The query keys of the /manage home (a key factory). */
export const consoleKeys = {
  overview: ['admin', 'overview'] as const,
  dailyPageViews: ['admin', 'analytics', 'daily', 'page_view'] as const,
};
