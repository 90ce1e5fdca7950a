/** Per-field validation messages, in the shape the spec shows: `{ <field>: { _errors: [...] } }`. */
export type FieldErrors = Record<string, { _errors: string[] }>;

/** Every JSON error body of the service. `details` carries field errors or, for plan errors, the limit. */
export interface ErrorBody {
  error: string;
  details?: FieldErrors | Record<string, unknown>;
}
