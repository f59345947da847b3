// First: the schemas other modules build at import time must not probe for eval (ADR 039).
import './shared/security/zod-without-eval';
import './styles.css';
import { boot } from './app/boot';
import { installTrustedTypesDefaultPolicy } from './shared/security/trusted-script-urls';
import { applyTheme, readStoredTheme } from './lib/theme/theme-storage';

window.__QUIETLINE_VERSION__ = __APP_VERSION__;

// Before anything starts a worker: the page requires Trusted Types (ADR 039).
installTrustedTypesDefaultPolicy();

// Colour the page in the stored theme now; the app itself waits for /config.json.
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (container) void boot(container);
