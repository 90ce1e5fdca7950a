import type { User } from '../domain/account/user.js';

export interface UserRepository {
  add(user: User): void;
  findById(id: string): Promise<User | null>;
  /** Looks up by normalised email. */
  findByEmail(email: string): Promise<User | null>;
}
