/** Seals secrets for storage; `context` binds a sealed value to its owner (a copied value fails to open elsewhere). */
export interface TokenCipher {
  seal(plain: string, context: string): string;
  /** Throws when the value was tampered with, sealed for another context or with another key. */
  open(sealed: string, context: string): string;
}
