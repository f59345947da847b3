// Excalidraw reads this when it loads its fonts: our own copy beside the page, not its CDN.
// A module of its own, imported first, so it is set before the package's code runs.
Object.assign(window, { EXCALIDRAW_ASSET_PATH: new URL('./', window.location.href).href });
