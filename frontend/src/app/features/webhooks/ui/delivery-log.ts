import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import type { WebhookDeliveryDto, WebhookDeliveryStatus } from '@sdn/contracts';
import { type ChipTone, StatusChip } from '../../../shared/ui/status-chip';

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: ChipTone }> = {
  pending: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** One endpoint's deliveries, newest first: the last attempt's answer, and resend for the owner. */
@Component({
  selector: 'app-delivery-log',
  imports: [DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (deliveries().length === 0) {
      <p class="muted">No deliveries yet. Publish, edit, pause, unpause or delete a schema to send one.</p>
    } @else {
      <div class="table-wrap">
        <table class="table">
          <caption class="visually-hidden">Deliveries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Event</th><th scope="col">Page</th><th scope="col">Status</th><th scope="col">Last attempt</th>
              <th scope="col"><span class="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            @for (delivery of deliveries(); track delivery.id) {
              @let last = delivery.attempts.at(-1);
              <tr>
                <td><code>{{ delivery.eventType }}</code><div class="muted small">{{ delivery.createdAt | date: 'medium' }}</div></td>
                <td class="page">{{ delivery.payload.pageUrl }}</td>
                <td><app-status-chip [value]="status(delivery).label" [tone]="status(delivery).tone" /></td>
                <td>
                  @if (last) {
                    <span>Attempt {{ last.number }}: {{ last.statusCode ?? 'no answer' }} in {{ last.durationMs }} ms</span>
                    @if (last.error) { <div class="error small">{{ last.error }}</div> }
                  } @else {
                    <span class="muted">Queued</span>
                  }
                </td>
                <td class="actions">
                  @if (canResend() && delivery.status !== 'pending') {
                    <button type="button" class="btn btn-sm" (click)="resend.emit(delivery)"
                      [attr.aria-label]="'Resend ' + delivery.eventType + ' of ' + delivery.payload.pageUrl">Resend</button>
                  }
                </td>
              </tr>
            }
          </tbody>
        </table>
      </div>
    }
  `,
  styles: `
    .small { font-size: .8rem; }
    .error { color: var(--color-danger); }
    .page { word-break: break-all; }
    .actions { text-align: right; }
  `,
})
export class DeliveryLog {
  readonly deliveries = input.required<WebhookDeliveryDto[]>();
  readonly canResend = input(false);
  readonly resend = output<WebhookDeliveryDto>();

  protected status(delivery: WebhookDeliveryDto): { label: string; tone: ChipTone } {
    return STATUS[delivery.status];
  }
}
