/**
 * Records and stops the page's document navigations (window.location.assign and the like) through
 * the browser's Navigation API, so a test can see where the app sends the browser without
 * leaving the test page. Call `stop()` when done.
 */
export function captureNavigations() {
  const urls: string[] = [];
  const onNavigate = (event: NavigateEvent) => {
    urls.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return { urls, stop: () => navigation.removeEventListener('navigate', onNavigate) };
}
