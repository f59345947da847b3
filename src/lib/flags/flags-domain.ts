/** The OpenFeature domain the app's flags live in: its provider and every useFlag client share it. */
export const flagsDomain = 'quietline';
