export interface IdGenerator {
  /** A new random UUID. */
  newId(): string;
}
