const FIELDS = 'input, select, textarea';
const CONTROLS = `${FIELDS}, button`;
/** After this long without a field, a control of the element (or the element) holds focus meanwhile. */
const FALLBACK_AFTER_MS = 300;
/** The field may come much later on a busy machine (its type's vocabulary is fetched): keep watching this long. */
const GIVE_UP_AFTER_MS = 5_000;

/**
 * Moves focus to the first field inside the element with `id` (or to the element itself when it is a control),
 * once it is rendered: a new list item's fields appear a frame or two later, when its type's vocabulary arrives.
 * Until then its buttons (move, remove) are not what the user came for; after a moment one of them (or the element,
 * a focusable container) holds focus, and the field takes it when it appears, unless the user has moved on.
 * Counted in time, not frames: under load a frame can take a second, and focus left on a re-rendered button would
 * fall back to the page's start.
 */
export function focusSoon(id: string): void {
  const started = performance.now();
  let fallback: Element | null = null;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element?.matches(CONTROLS)) return element.focus();
    const field = element?.querySelector<HTMLElement>(FIELDS);
    const active = document.activeElement;
    const userMovedOn =
      fallback !== null && active !== fallback && active !== document.body && active !== null;
    if (userMovedOn) return;
    if (field) return field.focus();
    const waited = performance.now() - started;
    if (fallback === null && waited >= FALLBACK_AFTER_MS) {
      fallback = element?.querySelector<HTMLElement>(CONTROLS) ?? element;
      (fallback as HTMLElement | null)?.focus();
    }
    if (waited < GIVE_UP_AFTER_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
