import { escapeJsonForScript } from '@sdn/contracts';

/**
 * Swaps the JSON-LD tags this client inserted for one tag per schema. Tags are found by their `data-sdn`
 * attribute, so JSON-LD the page or another script put there is never touched.
 */
export function replaceOwnTags(clientId: string, schemas: unknown[]): void {
  document.querySelectorAll(`script[data-sdn="${clientId}"]`).forEach((tag) => tag.remove());
  for (const schema of schemas) {
    const tag = document.createElement('script');
    tag.type = 'application/ld+json';
    tag.setAttribute('data-sdn', clientId);
    // textContent keeps the JSON inert; the escaping also keeps it inert when a prerenderer serialises the DOM.
    tag.textContent = escapeJsonForScript(schema);
    document.head.appendChild(tag);
  }
}
