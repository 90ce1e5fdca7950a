import * as echarts from 'echarts';

const TYPE_LABELS: Record<string, string> = {
  'invalid-json': 'Broken JSON',
  'invalid-markup': 'Invalid markup',
  'markup-warning': 'Warnings',
  duplicate: 'Duplicates',
  conflict: 'Conflicts',
  mismatch: 'Not on the page',
  'missing-markup': 'Missing markup',
  'javascript-only': 'Needs JavaScript',
};

/** Renders one chart to an SVG string on the server (ECharts' SSR mode: no DOM, no canvas, no fetch). */
function svgOf(option: echarts.EChartsOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: 'Roboto, sans-serif' }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export function issuesByTypeChart(byType: Record<string, number>): string {
  const entries = Object.entries(byType).filter(([, count]) => count > 0);
  return svgOf(
    {
      grid: { left: 110, right: 30, top: 20, bottom: 30 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: entries.map(([type]) => TYPE_LABELS[type] ?? type), inverse: true },
      series: [
        { type: 'bar', data: entries.map(([, count]) => count), itemStyle: { color: '#c0392b' }, label: { show: true, position: 'right' } },
      ],
    },
    480,
    Math.max(120, 40 + entries.length * 32),
  );
}

export function coverageChart(withMarkup: number, withoutMarkup: number): string {
  return svgOf(
    {
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          center: ['50%', '45%'],
          label: { show: true, position: 'inside', formatter: '{c}', color: '#ffffff', fontSize: 14 },
          data: [
            { name: 'With structured data', value: withMarkup, itemStyle: { color: '#27ae60' } },
            { name: 'Without', value: withoutMarkup, itemStyle: { color: '#bdc3c7' } },
          ],
        },
      ],
    },
    300,
    220,
  );
}

export { TYPE_LABELS };
