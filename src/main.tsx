import './styles.css';
import { boot } from './app/boot';
import { applyTheme, readStoredTheme } from './lib/theme/theme-storage';

window.__QUIETLINE_VERSION__ = __APP_VERSION__;

// Colour the page in the stored theme now; the app itself waits for /config.json.
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (container) void boot(container);
