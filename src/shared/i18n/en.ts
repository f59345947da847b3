/** English messages: the spec's texts, quoted exactly. Other locales translate these keys. */
export const en = {
  common: {
    appName: 'Quietline',
    tagline: 'Trace, breathe, and settle.',
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page',
  },
  nav: {
    primary: 'Main navigation',
    footer: 'Footer',
    home: 'Home',
    explore: 'Explore',
    science: 'Science',
    meditate: 'Meditate',
    practice: 'Practice',
    terms: 'Terms',
    privacy: 'Privacy',
  },
  theme: {
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
  },
  locale: {
    label: 'Language',
  },
  router: {
    notFound: 'Not Found',
    errorTitle: 'Something went wrong!',
    showError: 'Show Error',
    hideError: 'Hide Error',
    errorHint: 'Take a slow breath. You can reload the page or return home.',
    goHome: 'Return home',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  countdown: {
    label: 'Time remaining',
  },
  home: {
    heading: 'Find your calm, one stroke at a time',
    intro:
      'Quietline pairs timed meditation with the slow art of calligraphy. Trace gentle shapes or draw freely with calligraphy pens while a soundtrack keeps you company.',
    begin: 'Begin a session',
    explore: 'Why tracing helps',
    traceTitle: 'Trace',
    traceBody: 'Follow a quiet line and let your attention settle on the tip of the pen.',
    breatheTitle: 'Breathe',
    breatheBody: 'Choose a session length and a soundtrack, then move at the pace of your breath.',
    returnTitle: 'Return',
    returnBody: 'Come back each day. Your sessions and artwork are kept for you.',
  },
  notFoundPage: {
    documentTitle: 'Page not found · Quietline',
    heading: 'Page not found',
    message: 'The path you followed leads nowhere. Take a slow breath; the way home is just below.',
    home: 'Return home',
    meditate: 'Try a tracing meditation',
  },
  pages: {
    explore: { title: 'Explore', body: 'Discover why mindful tracing helps a busy mind settle.' },
    science: { title: 'The science', body: 'What research says about attention, rhythm and slow drawing.' },
    terms: { title: 'Terms of Service', body: 'The terms that govern your use of Quietline.' },
    privacy: { title: 'Privacy Policy', body: 'How Quietline handles your data, and the choices you have.' },
    login: { title: 'Sign in', body: 'Welcome back. Sign in to continue your practice.' },
    register: { title: 'Create account', body: 'Create an account to keep your sessions and artwork.' },
    forgotPassword: { title: 'Forgot password', body: 'Enter your email and we will send you a reset link.' },
    resetPassword: { title: 'Reset password', body: 'Choose a new password for your account.' },
    logout: { title: 'Signing out', body: 'Ending your session. See you soon.' },
    accessDenied: {
      title: "You don't have permission to access this page",
      body: 'If you need management access, please contact an administrator.',
    },
    oauthCallback: { title: 'Signing you in', body: 'Completing your sign-in, one moment.' },
    subscribe: { title: 'Subscribe', body: 'Choose the plan that suits your practice.' },
    subscriptionSuccess: { title: 'Thank you', body: 'Your subscription is active. Enjoy your practice.' },
    subscriptionCancel: {
      title: 'Payment cancelled',
      body: 'No payment was taken. You can subscribe whenever you are ready.',
    },
    profile: { title: 'Profile', body: 'Your account, security and preferences.' },
    meditate: { title: 'Meditate', body: 'Choose an image, a length and a soundtrack, then begin.' },
    practice: { title: 'Practice', body: 'Your sessions, your streak and your recent work.' },
    gallery: { title: 'Gallery', body: 'The artwork from your sessions, gathered in one place.' },
    draw: { title: 'Free drawing', body: 'An open canvas for drawing freely with calligraphy pens.' },
    manage: { title: 'Management Console', body: 'Manage users, content and settings.' },
    manageUsers: { title: 'User Management', body: 'Accounts, roles and access.' },
    manageServiceAccounts: {
      title: 'Service Account Management',
      body: 'Service accounts and their API tokens.',
    },
    manageMessaging: { title: 'Transactional Messaging', body: 'Message templates and routing rules.' },
    manageTracingOptions: {
      title: 'Tracing Options',
      body: 'Soundtracks, image categories and meditation images.',
    },
    manageSubscriptions: { title: 'Subscription Plans Management', body: 'Plans, prices and free trials.' },
    manageFeatureFlags: { title: 'Feature Flag Management', body: 'Turn features on and off.' },
  },
} as const;

/** The shape every locale's messages follow: the English keys with any string values. */
export type LocaleMessages = WidenStrings<typeof en>;

type WidenStrings<T> = { [K in keyof T]: T[K] extends string ? string : WidenStrings<T[K]> };
