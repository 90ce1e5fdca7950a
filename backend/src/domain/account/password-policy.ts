export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** Why a new password is too weak, or an empty list. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(`Must be at most ${MAX_PASSWORD_LENGTH} characters`);
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) {
    problems.push('Must mix letters with digits or symbols');
  }
  if (email && password.toLowerCase().includes(email.split('@')[0]!.toLowerCase()) && email.split('@')[0]!.length >= 4) {
    problems.push('Must not contain your email name');
  }
  return problems;
}
