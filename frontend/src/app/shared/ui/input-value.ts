/** The current value of the input, select or textarea an `(input)` or `(change)` event came from. */
export function inputValue(event: Event): string {
  return (event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;
}
