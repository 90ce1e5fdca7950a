/** The current text of the input an `(input)` or `(change)` event came from. */
export function inputValue(event: Event): string {
  return (event.target as HTMLInputElement).value;
}
