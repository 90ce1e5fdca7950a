import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { SkipLink } from './skip-link';

@Component({
  imports: [SkipLink],
  template: `<app-skip-link /><nav><a href="/x">Elsewhere</a></nav><main id="main"><h1>Page</h1></main>`,
})
class Host {}

describe('SkipLink', () => {
  it('moves focus to main without navigating away (href="#main" alone would follow <base href>)', () => {
    const fixture = TestBed.createComponent(Host);
    fixture.detectChanges();
    document.body.appendChild(fixture.nativeElement);
    const link = fixture.nativeElement.querySelector('.skip-link') as HTMLAnchorElement;
    expect(link.textContent).toBe('Skip to content');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const main = fixture.nativeElement.querySelector('main') as HTMLElement;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    fixture.nativeElement.remove();
  });
});
