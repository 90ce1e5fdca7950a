/** Globals the test pages and the page probe define; the SDK's own namespace is typed in src/browser. */
interface Window {
  __unhandled: string[];
  __jsonLdSeen: string[];
  __globalsBefore?: string[];
  __pwned?: boolean;
}
