/** Replaced at build time with the package version. */
declare const __SDK_VERSION__: string;

/** The one global the SDK defines. */
interface SchemaDeliveryNamespace {
  readonly version: string;
  /** Fetches the current page's schemas again, even when its URL has not changed. Never rejects. */
  refresh(): Promise<void>;
}

interface Window {
  SchemaDelivery?: SchemaDeliveryNamespace;
}
