/** The names the client tracks (spec §3); the console charts page views per day. */
export const analyticsEventNames = {
  pageView: 'page_view',
  timeOnPage: 'time_on_page',
  buttonClick: 'button_click',
} as const;
