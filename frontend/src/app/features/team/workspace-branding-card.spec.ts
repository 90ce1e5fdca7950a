import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { SessionResponse, WorkspaceBrandingView } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { WorkspaceBrandingCard } from './workspace-branding-card';

const OWNER: SessionResponse = {
  user: { id: 'u1', email: 'owner@agency.test', name: null },
  workspace: { id: 'w1', name: 'Northwind Digital', plan: 'agency' },
  role: 'owner',
};
const BRANDING = '/api/workspaces/current/branding';
const EMPTY: WorkspaceBrandingView = {
  workspaceId: 'w1',
  accentColour: null,
  logo: null,
  updatedAt: null,
};
const WITH_LOGO: WorkspaceBrandingView = {
  workspaceId: 'w1',
  accentColour: '#6a1b9a',
  logo: {
    contentType: 'image/png',
    width: 120,
    height: 60,
    bytes: 2048,
    url: '/api/workspaces/w1/branding/logo?v=abc',
  },
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Lets answers (and the file reads) reach the signals, then renders. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

function render(session: SessionResponse, branding: WorkspaceBrandingView) {
  TestBed.inject(AuthStore).adopt(session);
  const fixture = TestBed.createComponent(WorkspaceBrandingCard);
  TestBed.tick();
  TestBed.inject(HttpTestingController).expectOne(BRANDING).flush(branding);
  return fixture.nativeElement as HTMLElement;
}

/** Chooses a file in the logo input as a person would (jsdom has no file picker). */
function choose(element: HTMLElement, file: File): void {
  const input = element.querySelector<HTMLInputElement>('#brand-logo')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
}

describe('WorkspaceBrandingCard', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  it('refuses an SVG named .png and an oversize file at once, without a request', async () => {
    const element = render(OWNER, EMPTY);
    await settle();
    expect(element.querySelector('.logo-preview')?.textContent).toContain('No logo');
    choose(
      element,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
    );
    await settle();
    expect(element.querySelector('#brand-logo-error [role="alert"]')?.textContent).toContain(
      'The logo must be a PNG or JPEG image',
    );
    choose(
      element,
      new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(300 * 1024)])], 'big.png', {
        type: 'image/png',
      }),
    );
    await settle();
    expect(element.querySelector('#brand-logo-error [role="alert"]')?.textContent).toContain(
      'The logo is 301 KB; it must be at most 256 KB.',
    );
    http.expectNone({ method: 'PUT' });
  });

  it('uploads a PNG as base64 and previews the stored logo; the server refusal shows where the file was chosen', async () => {
    const element = render(OWNER, EMPTY);
    await settle();
    const bytes = new Uint8Array([...PNG_HEAD, 1, 2, 3]);
    choose(element, new File([bytes], 'logo.png', { type: 'image/png' }));
    await settle();
    const put = http.expectOne({ method: 'PUT', url: `${BRANDING}/logo` });
    expect(put.request.body).toEqual({ contentBase64: btoa(String.fromCharCode(...bytes)) });
    put.flush(WITH_LOGO);
    await settle();
    const img = element.querySelector<HTMLImageElement>('.logo-preview img')!;
    expect(img.getAttribute('src')).toBe('/api/workspaces/w1/branding/logo?v=abc');
    expect(img.alt).toBe('Workspace logo');
    expect(element.textContent).toContain('PNG, 120 × 60 px, 2 KB');

    choose(element, new File([bytes], 'broken.png', { type: 'image/png' }));
    await settle();
    http
      .expectOne({ method: 'PUT', url: `${BRANDING}/logo` })
      .flush(
        { error: 'The file starts like a PNG but is not a valid one (a chunk is cut off).' },
        { status: 400, statusText: 'Bad Request' },
      );
    await settle();
    expect(element.querySelector('#brand-logo-error [role="alert"]')?.textContent).toContain(
      'not a valid one',
    );
    expect(element.querySelector('.logo-preview img'), 'the stored logo stays').not.toBeNull();
  });

  it('sets the accent colour with a colour input, the hex shown beside it; a too-light colour shows the reason', async () => {
    const element = render(OWNER, EMPTY);
    await settle();
    const hex = element.querySelector('#brand-accent-hex')!;
    expect(hex.textContent).toBe('Not set');
    const colour = element.querySelector<HTMLInputElement>('#brand-accent')!;
    const save = element.querySelector<HTMLButtonElement>('.colour-form button[type="submit"]')!;
    expect(save.disabled).toBe(true);
    colour.value = '#ffeb3b';
    colour.dispatchEvent(new Event('input'));
    TestBed.tick();
    expect(hex.textContent).toBe('#ffeb3b');
    save.click();
    http.expectOne({ method: 'PATCH', url: BRANDING }).flush(
      {
        error: 'Validation failed',
        details: {
          accentColour: {
            _errors: [
              'Too light to read on white (contrast 1.2:1, at least 3:1 needed); choose a darker shade',
            ],
          },
        },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle();
    expect(element.querySelector('#brand-accent-error .field-error')?.textContent).toContain(
      'Too light to read on white (contrast 1.2:1',
    );
    expect(element.querySelector('#brand-accent-error')?.textContent).not.toContain(
      'Validation failed',
    );
    colour.value = '#6a1b9a';
    colour.dispatchEvent(new Event('input'));
    TestBed.tick();
    save.click();
    const patch = http.expectOne({ method: 'PATCH', url: BRANDING });
    expect(patch.request.body).toEqual({ accentColour: '#6a1b9a' });
    patch.flush({ ...EMPTY, accentColour: '#6a1b9a' });
    await settle();
    expect(hex.textContent).toBe('#6a1b9a');
    expect(save.disabled).toBe(true);
  });

  it('members see the logo and colour read-only', async () => {
    const element = render({ ...OWNER, role: 'member' }, WITH_LOGO);
    await settle();
    expect(element.querySelector('#brand-logo')).toBeNull();
    expect(element.querySelector('#brand-accent')).toBeNull();
    expect(element.querySelector('.logo-preview img')?.getAttribute('src')).toBe(
      WITH_LOGO.logo!.url,
    );
    expect(element.querySelector('.colour-read')?.textContent).toContain('#6a1b9a');
    expect(element.textContent).toContain('Only the workspace owner changes the branding.');
  });

  it('a Pro owner sees the branding read-only with the way to Agency', async () => {
    const element = render({ ...OWNER, workspace: { ...OWNER.workspace, plan: 'pro' } }, EMPTY);
    await settle();
    expect(element.querySelector('#brand-logo')).toBeNull();
    expect(element.textContent).toContain('White-label reports come with the Agency plan.');
  });
});
