/** Structured logging: a context object first, then the message (pino's argument order). */
export interface Logger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}
