import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { PublishEventView } from '@sdn/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { NgxEchartsDirective } from 'ngx-echarts';
import { formatDay } from './metric-format';

const ACTION_LABEL: Record<PublishEventView['action'], string> = {
  publish: 'Published',
  pause: 'Paused',
  unpause: 'Unpaused',
  delete: 'Deleted',
};

/** Daily clicks and impressions with a vertical mark on each day a schema was published, paused or deleted. */
@Component({
  selector: 'app-performance-chart',
  imports: [NgxEchartsDirective],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chart" echarts [options]="options()" role="img" [attr.aria-label]="summary()"></div>
    @if (laterEvents().length > 0) {
      <p class="muted small">After the last day of data: @for (e of laterEvents(); track e.occurredAt + e.schemaId) { {{ label(e) }}{{ $last ? '' : '; ' }} }</p>
    }
  `,
  styles: `.chart { height: 320px; width: 100%; }`,
})
export class PerformanceChart {
  readonly series = input.required<{ day: string; clicks: number; impressions: number }[]>();
  readonly events = input.required<PublishEventView[]>();

  protected readonly laterEvents = computed(() => {
    const last = this.series().at(-1)?.day ?? '';
    return this.events().filter((e) => e.day > last);
  });

  protected readonly summary = computed(() => {
    const s = this.series();
    const clicks = s.reduce((sum, d) => sum + d.clicks, 0);
    const marks = this.events().filter((e) => !this.laterEvents().includes(e)).length;
    return `Clicks and impressions per day, ${s[0] ? formatDay(s[0].day) : ''} to ${s.at(-1) ? formatDay(s.at(-1)!.day) : ''}: ${clicks} clicks; ${marks} publish event(s) marked`;
  });

  protected label(event: PublishEventView): string {
    return `${ACTION_LABEL[event.action]} ${event.schemaName} (${formatDay(event.day)})`;
  }

  protected readonly options = computed<EChartsCoreOption>(() => {
    const days = this.series().map((d) => d.day);
    const inRange = this.events().filter((e) => days.includes(e.day));
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { data: ['Clicks', 'Impressions'], top: 0, left: 'center' },
      grid: { left: 48, right: 56, top: 56, bottom: 32 },
      xAxis: {
        type: 'category',
        data: days,
        axisLabel: { formatter: (day: string) => formatDay(day) },
      },
      yAxis: [
        { type: 'value', name: 'Clicks', minInterval: 1 },
        { type: 'value', name: 'Impressions', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: 'Clicks',
          type: 'line',
          data: this.series().map((d) => d.clicks),
          showSymbol: false,
          markLine: {
            symbol: 'none',
            label: { formatter: (p: { name: string }) => p.name, position: 'insideEndTop' },
            data: inRange.map((e) => ({
              xAxis: e.day,
              name: this.label(e),
              lineStyle: {
                type: 'dashed',
                color: e.action === 'publish' || e.action === 'unpause' ? '#15803d' : '#b45309',
              },
            })),
          },
        },
        {
          name: 'Impressions',
          type: 'line',
          yAxisIndex: 1,
          data: this.series().map((d) => d.impressions),
          showSymbol: false,
        },
      ],
    };
  });
}
