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

const SEVERITIES = [
  { severity: 'error', name: 'Errors', color: '#c0392b' },
  { severity: 'warning', name: 'Warnings', color: '#d68910' },
  { severity: 'info', name: 'Notes', color: '#5d6d7e' },
] as const;

/**
 * Findings per type, stacked by severity in the severities' colours; types in one fixed order (the labels' order),
 * so two reports of one site read alike.
 */
export function issuesByTypeChart(findings: { type: string; severity: string }[]): string {
  const types = Object.keys(TYPE_LABELS).filter((type) => findings.some((finding) => finding.type === type));
  const count = (type: string, severity: string) => findings.filter((f) => f.type === type && f.severity === severity).length;
  return svgOf(
    {
      grid: { left: 110, right: 30, top: 20, bottom: 50 },
      legend: { bottom: 0, data: SEVERITIES.map((s) => s.name) },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: types.map((type) => TYPE_LABELS[type]!), inverse: true },
      series: SEVERITIES.map(({ severity, name, color }) => ({
        type: 'bar' as const,
        name,
        stack: 'findings',
        data: types.map((type) => count(type, severity) || null),
        itemStyle: { color },
        label: { show: true, position: 'inside' as const, color: '#ffffff' },
      })),
    },
    480,
    Math.max(140, 60 + types.length * 32),
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
