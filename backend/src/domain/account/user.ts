export interface NewUser {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  now: Date;
}

/** Someone who signs in. The email is stored normalised so lookups and uniqueness ignore case. */
export class User {
  id!: string;
  email!: string;
  name: string | null = null;
  passwordHash!: string;
  createdAt!: Date;

  static create(input: NewUser): User {
    const user = new User();
    user.id = input.id;
    user.email = normalizeEmail(input.email);
    user.name = input.name?.trim() || null;
    user.passwordHash = input.passwordHash;
    user.createdAt = input.now;
    return user;
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
