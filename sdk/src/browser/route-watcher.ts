/**
 * Calls `onChange` after every history navigation of a single-page app. The patched methods keep the originals'
 * behaviour, `this` and return value; the call is deferred so the app can update the DOM (and its canonical
 * link) first, and so nothing the SDK does can throw into the app's router.
 */
export function watchRoute(onChange: () => void): void {
  const later = () => void setTimeout(onChange);
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      later();
      return result;
    };
  }
  addEventListener('popstate', later);
}
