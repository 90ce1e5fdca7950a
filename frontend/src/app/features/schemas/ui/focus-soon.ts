const FIELDS = 'input, select, textarea';
const CONTROLS = `${FIELDS}, button`;
const FRAMES = 20;

/**
 * Moves focus to the first field inside the element with `id` (or to the element itself when it is a control),
 * once it is rendered: a new list item's fields appear a frame or two later, when its type's vocabulary arrives.
 * Until then its buttons (move, remove) are not what the user came for; after a while they, then the element
 * itself (a focusable container), are the fallback.
 */
export function focusSoon(id: string): void {
  let frames = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element?.matches(CONTROLS)) {
      element.focus();
      return;
    }
    const field = element?.querySelector<HTMLElement>(FIELDS);
    if (field) field.focus();
    else if (++frames < FRAMES) requestAnimationFrame(attempt);
    else (element?.querySelector<HTMLElement>(CONTROLS) ?? element)?.focus();
  };
  requestAnimationFrame(attempt);
}
