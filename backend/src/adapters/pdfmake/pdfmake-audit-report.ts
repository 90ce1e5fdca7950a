import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import pdfmake from 'pdfmake';
import type { AuditFinding, AuditPageView, AuditView } from '@sdn/contracts';
import type { AuditReportInput as DomainReportInput } from '../../ports/audit-report-renderer.js';
import { cpuTask } from '../../ports/cpu-work.js';
import { TYPE_LABELS, coverageChart, issuesByTypeChart } from './audit-charts.js';

type Content = Record<string, unknown> | string | Content[];

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const SEVERITY_COLOURS = { error: '#c0392b', warning: '#d68910', info: '#5d6d7e' } as const;
const MAX_PAGES_IN_TABLE = 500;
/** Rows per page table: older audits stored every finding of a page (thousands); the rest is one "more" row. */
const MAX_FINDINGS_IN_TABLE = 50;

/** Page width inside the margins (A4, 40 pt each side): the length of the accent rules. */
const CONTENT_WIDTH = 515;

/**
 * The report's input as the pool task reads it: the audit as the API shows it (every page), dates as ISO text, the
 * logo as a data URL (JSON text carries no bytes).
 */
export type AuditReportInput = Omit<DomainReportInput, 'audit' | 'comparison' | 'branding'> & {
  audit: AuditView;
  comparison: (Omit<NonNullable<DomainReportInput['comparison']>, 'previousDate'> & { previousDate: string }) | null;
  branding: { accentColour: string | null; logo: { dataUrl: string } | null };
};

let configured = false;
/** pdfmake is one module-wide instance: fonts and access policies are set once. Nothing is ever fetched. */
function configure(): void {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(FONT_DIR + sep));
  configured = true;
}

const date = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);

/** "Prepared by Northwind Digital for Acme Shop": the agency and its client, never this service. */
const preparedFor = ({ preparedBy, clientName }: AuditReportInput) =>
  preparedBy ? `Prepared by ${preparedBy} for ${clientName}` : clientName;

/** A rule across the page in the accent colour; none without one (the report then looks as it always did). */
const accentRule = (accent: string | null, lineWidth: number, margin: number[]): Content[] =>
  accent ? [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth, lineColor: accent }], margin }] : [];

function comparisonLine(comparison: NonNullable<AuditReportInput['comparison']>): string {
  const score = comparison.previousScore === null ? '' : ` (score ${comparison.previousScore})`;
  return `Since the audit of ${date(comparison.previousDate)}${score}: ${comparison.fixed} fixed, ${comparison.new} new, ${comparison.stillOpen} still open`;
}

/**
 * The white-label audit report with pdfmake (pure JavaScript, no browser): a cover with the client's name and
 * website, a summary with the score and two ECharts charts rendered to SVG on the server, then a table per page
 * with each finding and its fix. The document's metadata names the client too; the service is named nowhere.
 */
export class PdfmakeAuditReport {
  async render(input: AuditReportInput): Promise<Buffer> {
    configure();
    try {
      return await this.layOut(input);
    } catch (error) {
      // The pool read the logo when it was uploaded; should pdfkit still refuse it, the report goes out without it
      // rather than not at all.
      if (!input.branding.logo) throw error;
      return this.layOut({ ...input, branding: { ...input.branding, logo: null } });
    }
  }

  private async layOut(input: AuditReportInput): Promise<Buffer> {
    const { audit, clientName } = input;
    const accent = input.branding.accentColour;
    const done = audit.pages.filter((page) => page.status === 'done');
    const withMarkup = done.filter((page) => page.markup.length > 0).length;
    const content: Content[] = [
      ...this.cover(input),
      { text: 'Summary', style: 'h1', pageBreak: 'before' },
      ...accentRule(accent, 1.5, [0, -6, 0, 12]),
      {
        columns: [
          {
            width: 150,
            stack: [
              { text: 'Site score', style: 'muted' },
              { text: audit.score === null ? 'n/a' : `${audit.score} / 100`, fontSize: 28, bold: true },
            ],
          },
          {
            stack: [
              `Pages audited: ${done.length} of ${audit.counts.found} found (${audit.counts.failed} could not be read, ${audit.counts.skipped} excluded by robots.txt)`,
              `Pages found via: ${audit.discovery === 'sitemap' ? 'the XML sitemap' : 'links from the home page'}`,
              `Structured data coverage: ${audit.coverage ?? 0}% of audited pages`,
              `Issues: ${audit.issuesBySeverity.error} errors, ${audit.issuesBySeverity.warning} warnings`,
              ...(input.comparison ? [comparisonLine(input.comparison)] : []),
            ],
            lineHeight: 1.3,
          },
        ],
        margin: [0, 0, 0, 16],
      },
      ...(audit.status === 'failed' || audit.status === 'interrupted'
        ? [
            {
              text: `The audit did not complete: ${audit.error ?? 'no page could be read.'}`,
              bold: true,
              color: SEVERITY_COLOURS.error,
              margin: [0, 0, 0, 12],
            },
          ]
        : []),
      { text: 'Issues by type', style: 'h2' },
      Object.values(audit.issuesByType).some((n) => (n ?? 0) > 0)
        ? { svg: issuesByTypeChart(audit.pages.flatMap((page) => page.findings)), width: 420 }
        : { text: done.length > 0 ? 'No issues were found.' : 'No page was audited, so nothing could be checked.', margin: [0, 0, 0, 8] },
      { text: 'Coverage', style: 'h2' },
      { svg: coverageChart(withMarkup, done.length - withMarkup), width: 260 },
      { text: 'Findings per page', style: 'h1', pageBreak: 'before' },
      ...accentRule(accent, 1.5, [0, -6, 0, 6]),
      ...done.slice(0, MAX_PAGES_IN_TABLE).flatMap((page) => this.pageSection(page)),
      ...this.unreadPages(audit.pages.filter((page) => page.status === 'failed' || page.status === 'skipped')),
    ];
    const definition = {
      info: {
        title: `Structured data audit: ${clientName}`,
        author: clientName,
        subject: input.websiteUrl,
        creator: clientName,
        producer: clientName,
      },
      pageSize: 'A4',
      pageMargins: [40, 50, 40, 50],
      defaultStyle: { font: 'Roboto', fontSize: 9.5 },
      images: input.branding.logo ? { logo: input.branding.logo.dataUrl } : {},
      styles: {
        h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 12], ...(accent ? { color: accent } : {}) },
        h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 6], ...(accent ? { color: accent } : {}) },
        url: { fontSize: 10.5, bold: true, margin: [0, 12, 0, 4] },
        muted: { color: '#5d6d7e' },
        th: { bold: true, fillColor: '#eef1f4' },
      },
      footer: (current: number, total: number) => this.footer(input, `${preparedFor(input)} · ${current} / ${total}`),
      content,
    };
    return pdfmake.createPdf(definition).getBuffer();
  }

  /** "Prepared by … for …" and the page number; with a logo, the logo at the left; with a colour, a rule above. */
  private footer({ branding }: AuditReportInput, line: string): Content {
    const text = { text: line, alignment: 'center', fontSize: 8, color: '#7f8c8d' };
    if (!branding.logo && !branding.accentColour) return { ...text, margin: [0, 20, 0, 0] };
    return {
      stack: [
        ...accentRule(branding.accentColour, 0.75, [0, 0, 0, 4]),
        branding.logo
          ? {
              columns: [
                { image: 'logo', fit: [70, 18], width: 70 },
                { ...text, margin: [0, 5, 0, 0] },
                { text: '', width: 70 },
              ],
            }
          : text,
      ],
      margin: [40, branding.logo ? 10 : 16, 40, 0],
    };
  }

  private cover(input: AuditReportInput): Content[] {
    const { clientName, websiteUrl, audit, generatedAt } = input;
    const accent = input.branding.accentColour;
    return [
      // The logo takes the top of the blank space above the title, so the title stays where it always was.
      ...(input.branding.logo
        ? [
            { image: 'logo', fit: [220, 90], margin: [0, 40, 0, 0] },
            { text: 'Structured data audit', fontSize: 30, bold: true, margin: [0, 50, 0, 16], ...(accent ? { color: accent } : {}) },
          ]
        : [{ text: 'Structured data audit', fontSize: 30, bold: true, margin: [0, 180, 0, 16], ...(accent ? { color: accent } : {}) }]),
      ...accentRule(accent, 3, [0, 0, 0, 16]),
      { text: clientName, fontSize: 20, margin: [0, 0, 0, 6] },
      { text: websiteUrl, fontSize: 12, style: 'muted', margin: [0, 0, 0, 16] },
      ...(input.preparedBy ? [{ text: preparedFor(input), fontSize: 12, margin: [0, 0, 0, 24] }] : [{ text: '', margin: [0, 0, 0, 24] }]),
      { text: `Audit of ${date(audit.createdAt)} · report of ${date(generatedAt)}`, style: 'muted' },
      { text: audit.score === null ? '' : `Site score ${audit.score} / 100`, fontSize: 16, bold: true, margin: [0, 24, 0, 0] },
    ];
  }

  private pageSection(page: AuditPageView): Content[] {
    const header = { text: `${page.url}  (score ${page.score ?? 'n/a'})`, style: 'url' };
    const markup =
      page.markup.length > 0
        ? `Markup: ${page.markup.map((m) => `${m.schemaType} (${m.source}${m.isValid ? '' : ', invalid'})`).join(', ')}`
        : 'Markup: none';
    if (page.findings.length === 0) return [header, { text: `${markup}. No problems found.`, style: 'muted' }];
    return [
      header,
      { text: markup, style: 'muted', margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [50, 70, '*', '*'],
          dontBreakRows: true,
          body: [
            [
              { text: 'Severity', style: 'th' },
              { text: 'Type', style: 'th' },
              { text: 'Finding', style: 'th' },
              { text: 'Fix', style: 'th' },
            ],
            ...page.findings
              .slice(0, MAX_FINDINGS_IN_TABLE)
              .map((finding: AuditFinding) => [
                { text: finding.severity, color: SEVERITY_COLOURS[finding.severity], bold: true },
                TYPE_LABELS[finding.type] ?? finding.type,
                finding.message,
                finding.fix,
              ]),
            ...(page.findings.length > MAX_FINDINGS_IN_TABLE
              ? [
                  [
                    {
                      text: `${page.findings.length - MAX_FINDINGS_IN_TABLE} more findings on this page are not listed.`,
                      colSpan: 4,
                      style: 'muted',
                    },
                    '',
                    '',
                    '',
                  ],
                ]
              : []),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ];
  }

  private unreadPages(pages: AuditPageView[]): Content[] {
    if (pages.length === 0) return [];
    return [
      { text: 'Pages not audited', style: 'h2', margin: [0, 20, 0, 6] },
      {
        table: {
          headerRows: 1,
          widths: ['*', '*'],
          body: [
            [
              { text: 'Page', style: 'th' },
              { text: 'Reason', style: 'th' },
            ],
            ...pages.map((p) => [p.url, p.error ?? '']),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ];
  }
}

/**
 * The report as a background pool task: pdfmake lays out thousands of rows in seconds, never on the request thread.
 * The input arrives as JSON text: a string crosses to the thread in one copy, where the structured clone of a
 * 20,000-finding audit held the request thread for 30-45 ms (JSON.stringify takes about 7).
 */
export async function renderAuditReportPdf({ inputJson }: { inputJson: string }): Promise<Uint8Array> {
  const input = JSON.parse(inputJson) as AuditReportInput & { generatedAt: string };
  return new PdfmakeAuditReport().render({ ...input, generatedAt: new Date(input.generatedAt) });
}

export const renderAuditReportPdfTask = cpuTask<typeof renderAuditReportPdf>(import.meta.url, 'renderAuditReportPdf');
