import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import {
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookEventType,
} from '@sdn/contracts';
import { mutation } from '../../../shared/data/mutation';
import { resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { CopyField } from '../../../shared/ui/copy-field';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { WebhooksApi } from '../data/webhooks-api';
import { DeliveryLog } from '../ui/delivery-log';

const EVENT_LABELS: Record<WebhookEventType, string> = {
  'schema.published': 'Published',
  'schema.updated': 'Updated while published',
  'schema.paused': 'Paused',
  'schema.unpaused': 'Unpaused',
  'schema.deleted': 'Deleted',
};

/** Signed publish webhooks: add an endpoint (its secret shown once), see its deliveries, resend, rotate, delete. */
@Component({
  selector: 'app-webhooks-page',
  imports: [CopyField, DeliveryLog, ErrorAlert, Spinner],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './webhooks-page.html',
  styleUrl: './webhooks-page.css',
})
export class WebhooksPage {
  private readonly api = inject(WebhooksApi);
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);

  protected readonly endpointsResource = this.api.endpoints();
  protected readonly list = valueOr(this.endpointsResource, null);
  protected readonly loadError = resourceError(this.endpointsResource);
  protected readonly selectedId = signal<string | null>(null);
  protected readonly deliveriesResource = this.api.deliveries(this.selectedId);
  private readonly deliveriesAnswer = valueOr(this.deliveriesResource, null);
  protected readonly deliveries = computed(() => this.deliveriesAnswer()?.deliveries ?? null);
  protected readonly deliveriesError = resourceError(this.deliveriesResource);

  protected readonly eventTypes = WEBHOOK_EVENT_TYPES;
  protected readonly eventLabels = EVENT_LABELS;
  protected readonly url = signal('');
  protected readonly description = signal('');
  protected readonly events = signal<readonly WebhookEventType[]>(WEBHOOK_EVENT_TYPES);
  /** The secret of the endpoint just created or rotated: shown until dismissed, never again. */
  protected readonly revealed = signal<WebhookEndpointWithSecretDto | null>(null);

  protected readonly creating = mutation((body: CreateWebhookEndpointRequest) =>
    this.api.create(body),
  );
  protected readonly rotating = mutation((endpoint: WebhookEndpointDto) =>
    this.api.rotateSecret(endpoint.id),
  );
  private readonly removing = mutation((endpoint: WebhookEndpointDto) =>
    this.api.remove(endpoint.id),
  );
  private readonly resending = mutation((endpointId: string, delivery: WebhookDeliveryDto) =>
    this.api.resend(endpointId, delivery.id),
  );

  protected readonly valueOf = inputValue;

  protected toggleEvent(type: WebhookEventType, checked: boolean): void {
    this.events.update((chosen) =>
      checked ? [...chosen, type] : chosen.filter((each) => each !== type),
    );
  }

  protected checkedOf(event: Event): boolean {
    return (event.target as HTMLInputElement).checked;
  }

  protected async create(event: Event): Promise<void> {
    event.preventDefault();
    const body = {
      url: this.url().trim(),
      description: this.description().trim() || null,
      events: this.eventTypes.filter((type) => this.events().includes(type)),
    };
    const result = await this.creating.run(body);
    if (!result.ok) return;
    this.revealed.set(result.value);
    this.url.set('');
    this.description.set('');
    this.endpointsResource.reload();
  }

  protected toggleDeliveries(endpoint: WebhookEndpointDto): void {
    this.selectedId.update((current) => (current === endpoint.id ? null : endpoint.id));
  }

  protected async rotate(endpoint: WebhookEndpointDto): Promise<void> {
    const go = await this.confirm.ask({
      title: `Rotate the secret of ${endpoint.url}?`,
      message:
        'The current secret stops working at once: deliveries from now on are signed with the new one.',
      confirmLabel: 'Rotate secret',
      danger: true,
    });
    if (!go) return;
    const result = await this.rotating.run(endpoint);
    if (result.ok) this.revealed.set(result.value);
  }

  protected async remove(endpoint: WebhookEndpointDto): Promise<void> {
    const go = await this.confirm.ask({
      title: `Delete ${endpoint.url}?`,
      message: 'It receives no more events, and its delivery log is deleted with it.',
      confirmLabel: 'Delete endpoint',
      danger: true,
    });
    if (!go) return;
    const result = await this.removing.run(endpoint);
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    if (this.selectedId() === endpoint.id) this.selectedId.set(null);
    this.toasts.show(`${endpoint.url} deleted`);
    this.endpointsResource.reload();
  }

  protected async resend(delivery: WebhookDeliveryDto): Promise<void> {
    const endpointId = this.selectedId();
    if (!endpointId) return;
    const result = await this.resending.run(endpointId, delivery);
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    this.toasts.show(`${delivery.eventType} queued again`);
    this.deliveriesResource.reload();
  }
}
