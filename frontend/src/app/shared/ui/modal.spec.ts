import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Modal } from './modal';

@Component({
  imports: [Modal],
  template: `
    <button type="button" id="opener" (click)="open.set(true)">Open</button>
    <app-modal [open]="open()" heading="Add a site" (closed)="open.set(false)"><input id="inside" autofocus /></app-modal>
  `,
})
class Host {
  readonly open = signal(false);
}

describe('Modal', () => {
  it('opens as a labelled modal dialog and gives focus back to what opened it', async () => {
    const fixture = TestBed.createComponent(Host);
    document.body.appendChild(fixture.nativeElement);
    await fixture.whenStable();
    const opener = fixture.nativeElement.querySelector('#opener') as HTMLButtonElement;
    opener.focus();
    opener.click();
    await fixture.whenStable();
    const dialog = fixture.nativeElement.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Add a site',
    );
    (fixture.nativeElement.querySelector('#inside') as HTMLInputElement).focus();

    fixture.componentInstance.open.set(false);
    await fixture.whenStable();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
    fixture.nativeElement.remove();
  });
});
