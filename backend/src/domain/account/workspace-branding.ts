import { PayloadTooLargeError, ValidationError, fieldErrors } from '../shared/domain-error.js';

/** A logo is a small picture on a PDF cover: 256 KB holds a crisp logo, and keeps every report small. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** Each side at most 2000 px: enough for print at the size the cover shows, and bounds the decoded pixels (32 MB). */
export const MAX_LOGO_SIDE = 2000;
/** Headings and rules drawn in the accent colour must stay readable on white: WCAG's 3:1 for large text and graphics. */
export const MIN_ACCENT_CONTRAST = 3;

export type LogoContentType = 'image/png' | 'image/jpeg';

/** What the pool read from an uploaded image's bytes (never from its name or declared type). */
export interface InspectedImage {
  contentType: LogoContentType;
  width: number;
  height: number;
  /** Hex SHA-256 of the bytes: tells reports laid out with another logo apart. */
  sha256: string;
}

export interface BrandLogo extends InspectedImage {
  content: Buffer;
}

/** Refused before anything is read: the upload is over the logo's size cap (HTTP 413). */
export function assertLogoSize(bytes: number): void {
  if (bytes > MAX_LOGO_BYTES) {
    throw new PayloadTooLargeError(
      `The logo is ${Math.ceil(bytes / 1024)} KB; it must be at most ${MAX_LOGO_BYTES / 1024} KB. Export it smaller (a PNG or JPEG).`,
    );
  }
}

/** Relative luminance of an sRGB colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of a colour against the white page of the report. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The accent colour as `#rrggbb` (lower case), or a field error: another notation, or a colour too light to read on
 * the report's white page (a pale yellow heading would vanish when printed).
 */
export function accentColourOf(value: string): string {
  const colour = value.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(colour)) {
    throw new ValidationError(fieldErrors({ accentColour: ['Must be a colour written as #rrggbb, for example #1f6feb'] }));
  }
  const ratio = contrastOnWhite(colour);
  if (ratio < MIN_ACCENT_CONTRAST) {
    throw new ValidationError(
      fieldErrors({
        accentColour: [
          `Too light to read on white (contrast ${ratio.toFixed(1)}:1, at least ${MIN_ACCENT_CONTRAST}:1 needed); choose a darker shade`,
        ],
      }),
    );
  }
  return colour;
}

/**
 * How an agency's white-label reports look: its logo and accent colour (its name is the workspace's). Owned by the
 * workspace; absent settings leave the reports as they were.
 */
export class WorkspaceBranding {
  private constructor(
    readonly workspaceId: string,
    private state: { accentColour: string | null; logo: BrandLogo | null; updatedAt: Date | null },
  ) {}

  static empty(workspaceId: string): WorkspaceBranding {
    return new WorkspaceBranding(workspaceId, { accentColour: null, logo: null, updatedAt: null });
  }

  static restore(workspaceId: string, state: { accentColour: string | null; logo: BrandLogo | null; updatedAt: Date }): WorkspaceBranding {
    return new WorkspaceBranding(workspaceId, { ...state });
  }

  get accentColour(): string | null {
    return this.state.accentColour;
  }

  get logo(): BrandLogo | null {
    return this.state.logo;
  }

  get updatedAt(): Date | null {
    return this.state.updatedAt;
  }

  /** Null clears the colour (reports go back to black headings). */
  setAccentColour(value: string | null, now: Date): void {
    this.state = { ...this.state, accentColour: value === null ? null : accentColourOf(value), updatedAt: now };
  }

  /** The logo the pool inspected: its size and sides are checked again here, the rules being the domain's. */
  replaceLogo(logo: BrandLogo, now: Date): void {
    assertLogoSize(logo.content.byteLength);
    if (logo.width > MAX_LOGO_SIDE || logo.height > MAX_LOGO_SIDE) {
      throw new ValidationError(
        fieldErrors({ logo: [`The logo is ${logo.width} x ${logo.height} px; each side must be at most ${MAX_LOGO_SIDE} px`] }),
      );
    }
    this.state = { ...this.state, logo, updatedAt: now };
  }

  removeLogo(now: Date): void {
    this.state = { ...this.state, logo: null, updatedAt: now };
  }

  /**
   * What a stored report was laid out with: a report whose key differs from the current one is laid out again, so
   * a new logo, colour or name reaches the next download.
   */
  reportKey(preparedBy: string | null): string {
    return JSON.stringify([preparedBy, this.state.accentColour, this.state.logo?.sha256 ?? null]);
  }
}
