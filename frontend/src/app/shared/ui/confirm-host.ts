import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { ConfirmService } from './confirm.service';
import { Modal } from './modal';

@Component({
  selector: 'app-confirm-host',
  imports: [Modal],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-modal [open]="!!request()" [heading]="request()?.title ?? ''" (closed)="confirm.answer(false)">
      @if (request(); as req) {
        <p class="message">{{ req.message }}</p>
        <div class="actions">
          <button type="button" class="btn" (click)="confirm.answer(false)">Cancel</button>
          @if (req.alternativeLabel) {
            <button type="button" class="btn" (click)="confirm.answer('alternative')">{{ req.alternativeLabel }}</button>
          }
          <button type="button" class="btn" [class.btn-primary]="!req.danger" [class.btn-danger]="req.danger"
            [class.btn-solid]="req.danger" (click)="confirm.answer(true)">{{ req.confirmLabel }}</button>
        </div>
      }
    </app-modal>
  `,
  styles: `
    .message { white-space: pre-line; }
    .actions { display: flex; justify-content: flex-end; gap: .5rem; margin-top: 1rem; flex-wrap: wrap; }
  `,
})
export class ConfirmHost {
  protected readonly confirm = inject(ConfirmService);
  protected readonly request = computed(() => this.confirm.pending());
}
