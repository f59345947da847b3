/**
 * The page each screenshot shows, by the stem of its file name (`draw` → draw-light-1280x800.png),
 * so a test can tell that every page of the app is shot.
 */
import type { AppPath } from '../src/shared/routes/app-paths';
import { managePathOf, manageShots, type ManageShot } from './manage-screenshots';

const consolePaths = Object.fromEntries(manageShots.map((shot) => [shot, managePathOf(shot)])) as Record<
  ManageShot,
  AppPath
>;

export const shotPaths = {
  home: '/',
  'consent-notice': '/',
  explore: '/explore',
  science: '/science',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'access-denied': '/access-denied',
  'subscription-cancel': '/subscription/cancel',
  draw: '/practice/draw',
  practice: '/practice',
  'header-menu': '/practice',
  gallery: '/practice/gallery',
  'gallery-traced': '/practice/gallery',
  profile: '/profile',
  'meditate-choosing': '/meditate',
  'meditate-session': '/meditate',
  'meditate-complete': '/meditate',
  'subscribe-monthly': '/subscribe',
  'subscribe-yearly': '/subscribe',
  'local-checkout': '/billing/local/checkout/:sessionId',
  'subscription-success': '/subscription/success',
  'profile-subscription': '/profile',
  'local-portal': '/billing/local/portal/:sessionId',
  ...consolePaths,
} as const satisfies Record<string, AppPath>;

export type ShotName = keyof typeof shotPaths;

/** Pages that only pass the visitor on at once (sign-out, the OAuth callbacks without a code). */
export const passThroughPaths: readonly AppPath[] = [
  '/logout',
  '/login-google-callback',
  '/login-apple-callback',
];
