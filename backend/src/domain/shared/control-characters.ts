/** Whether text holds a C0 control character (U+0000-U+001F) or DEL: never part of a URL, and NUL cannot be stored. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
