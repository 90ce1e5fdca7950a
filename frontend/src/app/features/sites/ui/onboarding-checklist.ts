import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { OnboardingStep } from '../data/onboarding-steps';

/** The first-run steps, each linking to where it is done; the whole list can be hidden once every step is done. */
@Component({
  selector: 'app-onboarding-checklist',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card checklist" aria-labelledby="onboarding-title">
      <div class="head">
        <div>
          <h2 id="onboarding-title">{{ complete() ? 'You are live' : 'Get started' }}</h2>
          <p class="muted">{{ doneCount() }} of {{ steps().length }} steps done</p>
        </div>
        @if (complete()) {
          <button type="button" class="btn btn-sm" (click)="dismiss.emit()">Hide checklist</button>
        }
      </div>
      <ol>
        @for (step of steps(); track step.id; let index = $index) {
          <li [class.done]="step.done" [class.next]="step.id === nextId()">
            <span class="icon mark" aria-hidden="true">{{ step.done ? 'check_circle' : 'radio_button_unchecked' }}</span>
            <div class="body">
              @if (step.done) {
                <span class="title">{{ step.title }}</span><span class="visually-hidden"> (done)</span>
              } @else if (step.link) {
                <a class="title" [routerLink]="step.link">{{ step.title }}</a>
              } @else {
                <button type="button" class="btn btn-sm btn-primary" (click)="addSite.emit()">{{ step.title }}</button>
              }
              <span class="hint">{{ step.hint }}</span>
            </div>
          </li>
        }
      </ol>
    </section>
  `,
  styles: `
    .checklist { margin-bottom: 1rem; }
    .head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .5rem; align-items: flex-start; }
    h2 { margin: 0; }
    ol { list-style: none; margin: .5rem 0 0; padding: 0; display: grid; gap: .5rem; }
    li { display: flex; gap: .6rem; align-items: flex-start; }
    .mark { color: var(--color-muted); font-size: 1.4rem; }
    .done .mark { color: var(--color-success); }
    .done .title { color: var(--color-muted); text-decoration: line-through; }
    .next .title { font-weight: 600; }
    .body { display: flex; flex-direction: column; gap: .1rem; min-width: 0; }
    .hint { font-size: .85rem; color: var(--color-muted); }
  `,
})
export class OnboardingChecklist {
  readonly steps = input.required<OnboardingStep[]>();
  readonly addSite = output<void>();
  readonly dismiss = output<void>();

  protected readonly doneCount = computed(() => this.steps().filter((step) => step.done).length);
  protected readonly complete = computed(() => this.doneCount() === this.steps().length);
  protected readonly nextId = computed(() => this.steps().find((step) => !step.done)?.id ?? null);
}
