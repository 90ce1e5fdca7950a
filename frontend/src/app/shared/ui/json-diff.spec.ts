import { TestBed } from '@angular/core/testing';
import { JsonDiff } from './json-diff';

async function render(inputs: Record<string, unknown>): Promise<HTMLElement> {
  const fixture = TestBed.createComponent(JsonDiff);
  for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
  await fixture.whenStable();
  return fixture.nativeElement;
}

describe('JsonDiff', () => {
  it('puts the old value on the left and the new on the right, marked in words as well as colour', async () => {
    const element = await render({
      before: { name: 'Old name' },
      after: { name: 'New name' },
      beforeLabel: 'Revision 3',
      afterLabel: 'Revision 4',
    });
    expect([...element.querySelectorAll('th')].map((cell) => cell.textContent?.trim())).toEqual([
      'Revision 3',
      'Revision 4',
    ]);
    const changed = element.querySelector('tr[data-kind="changed"]')!;
    expect(changed.querySelector('.left')?.textContent).toContain('removed:');
    expect(changed.querySelector('.left code')?.textContent).toBe('  "name": "Old name"');
    expect(changed.querySelector('.right')?.textContent).toContain('added:');
    expect(changed.querySelector('.right code')?.textContent).toBe('  "name": "New name"');
    expect(element.querySelector('[data-testid="diff-summary"]')?.textContent).toContain('+1');
  });

  it('says when there is nothing to show', async () => {
    const element = await render({ before: { a: 1 }, after: { a: 1 } });
    expect(element.querySelector('[data-testid="diff-summary"]')?.textContent?.trim()).toBe(
      'No differences.',
    );
    expect(element.querySelectorAll('tr[data-kind="same"]')).toHaveLength(3);
  });

  it('compares raw text, such as broken JSON before a repair, without pretty-printing it', async () => {
    const element = await render({ before: '{"a": 1,}', after: '{"a": 1}', asText: true });
    expect(element.querySelector('tr[data-kind="changed"] .left code')?.textContent).toBe(
      '{"a": 1,}',
    );
    expect(element.querySelector('tr[data-kind="changed"] .right code')?.textContent).toBe(
      '{"a": 1}',
    );
  });

  it('renders markup in values as text, never as HTML', async () => {
    const element = await render({ before: {}, after: { name: '<img src=x onerror=alert(1)>' } });
    expect(element.querySelector('img')).toBeNull();
    expect(element.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
