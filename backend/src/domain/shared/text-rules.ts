/** Why a required, trimmed label (a name) is unusable, or null. */
export function requiredTextProblem(value: string | undefined, maxLength: number): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return 'Required';
  if (text.length > maxLength) return `Must be at most ${maxLength} characters`;
  if (text.includes('\0')) return 'Must not contain NUL characters';
  return null;
}
