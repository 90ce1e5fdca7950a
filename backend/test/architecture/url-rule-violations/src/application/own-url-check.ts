// Re-implements the page-URL rule: its own scheme test, its own parse check and its own length cap.
export function isPageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value) && value.length <= 2048;
}
