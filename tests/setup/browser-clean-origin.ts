import { beforeEach } from 'vitest';

// Every browser test file runs on one origin, so a sign-in or a setting that one file stored
// would otherwise greet the next. Each test starts signed out with default settings.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
