import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

export type ChipTone = 'neutral' | 'success' | 'warning' | 'info' | 'danger';

const TONE_BY_VALUE: Record<string, ChipTone> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  Verified: 'success',
  'Pending SDK': 'warning',
};

const LABEL_BY_VALUE: Record<string, string> = {
  draft: 'Draft',
  published: 'Published',
  paused: 'Paused',
};

/** A small coloured label for a status (schema status, SDK badge, plan). */
@Component({
  selector: 'app-status-chip',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<span class="chip" [attr.data-tone]="shownTone()">{{ label() }}</span>`,
  styles: `
    .chip { display: inline-flex; align-items: center; padding: .1rem .55rem; border-radius: 999px; font-size: .78rem; font-weight: 500; white-space: nowrap; background: #eef0f3; color: #39424f; }
    .chip[data-tone='success'] { background: var(--color-success-soft); color: var(--color-success); }
    .chip[data-tone='warning'] { background: var(--color-warning-soft); color: var(--color-warning); }
    .chip[data-tone='info'] { background: var(--color-primary-soft); color: var(--color-primary); }
    .chip[data-tone='danger'] { background: var(--color-danger-soft); color: var(--color-danger); }
  `,
})
export class StatusChip {
  readonly value = input.required<string>();
  /** Overrides the tone the value would get by itself. */
  readonly tone = input<ChipTone | null>(null);

  protected readonly shownTone = computed(
    () => this.tone() ?? TONE_BY_VALUE[this.value()] ?? 'neutral',
  );
  protected readonly label = computed(() => LABEL_BY_VALUE[this.value()] ?? this.value());
}
