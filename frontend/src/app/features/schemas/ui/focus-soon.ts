const CONTROLS = 'input, select, textarea, button';
const FRAMES = 20;

/**
 * Moves focus to the first control inside the element with `id` (or to the element itself when it is a control),
 * once it is rendered: a new list item's fields appear a frame or two later, when its type's vocabulary arrives.
 * Falls back to the element itself (a focusable item container) when no control shows up in time.
 */
export function focusSoon(id: string, { control = true } = {}): void {
  let frames = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    const target = !element
      ? null
      : !control || element.matches(CONTROLS)
        ? element
        : element.querySelector<HTMLElement>(CONTROLS);
    if (target) target.focus();
    else if (++frames < FRAMES) requestAnimationFrame(attempt);
    else element?.focus();
  };
  requestAnimationFrame(attempt);
}
