import { LOGO_LIMITS } from '@sdn/contracts';
import { expect } from 'chai';
import {
  MAX_LOGO_BYTES,
  MAX_LOGO_SIDE,
  WorkspaceBranding,
  accentColourOf,
  contrastOnWhite,
  type BrandLogo,
} from '../../src/domain/account/workspace-branding.js';
import { PayloadTooLargeError, ValidationError } from '../../src/domain/shared/domain-error.js';

const T0 = new Date('2026-11-27T10:00:00Z');
const logo = (overrides: Partial<BrandLogo> = {}): BrandLogo => ({
  contentType: 'image/png',
  width: 120,
  height: 60,
  sha256: 'a'.repeat(64),
  content: Buffer.alloc(1000),
  ...overrides,
});
const fieldMessage = (run: () => unknown, field: string): string => {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(ValidationError);
    return (error as ValidationError).fields[field]!._errors[0]!;
  }
  throw new Error('expected a ValidationError');
};

describe('Workspace branding: accent colour', () => {
  it('takes #rrggbb in any case, stored in lower case', () => {
    expect(accentColourOf('#1F6FEB')).to.equal('#1f6feb');
    expect(accentColourOf(' #0b5394 ')).to.equal('#0b5394');
  });

  it('refuses other notations with the expected form', () => {
    for (const value of ['1f6feb', '#1f6', '#1f6febff', 'rgb(0,0,0)', 'navy', '#gggggg', '']) {
      expect(
        fieldMessage(() => accentColourOf(value), 'accentColour'),
        value,
      ).to.match(/^Must be a colour written as #rrggbb/);
    }
  });

  it('refuses a colour too light to read on white, naming its contrast, and keeps the darkest acceptable ones', () => {
    expect(contrastOnWhite('#000000')).to.be.closeTo(21, 0.01);
    expect(contrastOnWhite('#ffffff')).to.be.closeTo(1, 0.01);
    expect(fieldMessage(() => accentColourOf('#ffff00'), 'accentColour')).to.equal(
      'Too light to read on white (contrast 1.1:1, at least 3:1 needed); choose a darker shade',
    );
    expect(() => accentColourOf('#f0f0f0')).to.throw(ValidationError);
    // #949494 is just over 3:1; #959595 just under.
    expect(accentColourOf('#949494')).to.equal('#949494');
    expect(() => accentColourOf('#959595')).to.throw(ValidationError);
  });

  it('sets and clears the colour on the aggregate; a refused colour changes nothing', () => {
    const branding = WorkspaceBranding.empty('w1');
    branding.setAccentColour('#C0392B', T0);
    expect(branding.accentColour).to.equal('#c0392b');
    expect(branding.updatedAt).to.equal(T0);
    expect(() => branding.setAccentColour('#fafafa', new Date())).to.throw(ValidationError);
    expect(branding.accentColour).to.equal('#c0392b');
    expect(branding.updatedAt).to.equal(T0);
    branding.setAccentColour(null, T0);
    expect(branding.accentColour).to.equal(null);
  });
});

describe('Workspace branding: logo', () => {
  it('holds the limits the dashboard announces', () => {
    expect(MAX_LOGO_BYTES).to.equal(LOGO_LIMITS.maxBytes).and.equal(262_144);
    expect(MAX_LOGO_SIDE).to.equal(LOGO_LIMITS.maxSide);
  });

  it('replaces and removes the logo', () => {
    const branding = WorkspaceBranding.empty('w1');
    branding.replaceLogo(logo(), T0);
    expect(branding.logo).to.include({ contentType: 'image/png', width: 120, height: 60 });
    branding.replaceLogo(logo({ contentType: 'image/jpeg', sha256: 'b'.repeat(64) }), T0);
    expect(branding.logo?.contentType).to.equal('image/jpeg');
    branding.removeLogo(T0);
    expect(branding.logo).to.equal(null);
  });

  it('refuses a logo over 256 KB (413, saying its size) or over 2000 px a side, keeping the one it had', () => {
    const branding = WorkspaceBranding.empty('w1');
    branding.replaceLogo(logo(), T0);
    expect(() => branding.replaceLogo(logo({ content: Buffer.alloc(MAX_LOGO_BYTES + 1) }), T0)).to.throw(
      PayloadTooLargeError,
      'The logo is 257 KB; it must be at most 256 KB.',
    );
    expect(fieldMessage(() => branding.replaceLogo(logo({ width: 2001 }), T0), 'logo')).to.equal(
      'The logo is 2001 x 60 px; each side must be at most 2000 px',
    );
    expect(branding.logo?.width).to.equal(120);
    branding.replaceLogo(logo({ content: Buffer.alloc(MAX_LOGO_BYTES), width: 2000, height: 2000 }), T0);
  });

  it('keys a stored report by the name, colour and logo it was laid out with', () => {
    const branding = WorkspaceBranding.empty('w1');
    const keys = new Set([branding.reportKey(null), branding.reportKey('Northwind')]);
    branding.setAccentColour('#0b5394', T0);
    keys.add(branding.reportKey('Northwind'));
    branding.replaceLogo(logo(), T0);
    keys.add(branding.reportKey('Northwind'));
    branding.replaceLogo(logo({ sha256: 'c'.repeat(64) }), T0);
    keys.add(branding.reportKey('Northwind'));
    expect(keys.size).to.equal(5);
    expect(branding.reportKey('Northwind')).to.equal(branding.reportKey('Northwind'));
  });
});
