import { expect } from 'chai';
import { InProcessImageInspector } from '../../src/adapters/in-memory/in-process-image-inspector.js';
import { InMemoryWorkspaceBrandingRepository } from '../../src/adapters/in-memory/in-memory-workspace-branding-repository.js';
import { GetWorkspaceBranding } from '../../src/application/branding/get-workspace-branding.js';
import { GetWorkspaceLogo } from '../../src/application/branding/get-workspace-logo.js';
import { RemoveWorkspaceLogo } from '../../src/application/branding/remove-workspace-logo.js';
import { ReplaceWorkspaceLogo } from '../../src/application/branding/replace-workspace-logo.js';
import { SetAccentColour } from '../../src/application/branding/set-accent-colour.js';
import type { Actor } from '../../src/application/shared/actor.js';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PlanRequiredError,
  ValidationError,
} from '../../src/domain/shared/domain-error.js';
import type { ImageInspector } from '../../src/ports/image-inspector.js';
import { inMemoryWorld } from '../support/in-memory-world.js';
import { JPEG_LOGO, SVG_LOGO, pngOf } from '../support/images.js';

const owner: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'agency' };
const member: Actor = { ...owner, userId: 'u2', role: 'member' };

function brandingWorld() {
  const w = inMemoryWorld();
  const brandings = new InMemoryWorkspaceBrandingRepository();
  const reads: number[] = [];
  const reader = new InProcessImageInspector();
  // The real reader, counting its calls: an oversize upload must never reach it.
  const inspector: ImageInspector = { inspect: (content) => (reads.push(content.byteLength), reader.inspect(content)) };
  return {
    brandings,
    reads,
    get: new GetWorkspaceBranding(brandings),
    logo: new GetWorkspaceLogo(brandings),
    replace: new ReplaceWorkspaceLogo(brandings, inspector, w.clock),
    remove: new RemoveWorkspaceLogo(brandings, w.clock),
    colour: new SetAccentColour(brandings, w.clock),
  };
}

describe('Application: workspace branding', () => {
  it('starts empty; the owner sets the colour and uploads a PNG, then replaces it with a JPEG; members read them', async () => {
    const w = brandingWorld();
    expect((await w.get.execute(member, 'current')).accentColour).to.equal(null);
    await w.colour.execute(owner, 'current', '#0B5394');
    await w.replace.execute(owner, 'w1', pngOf(120, 60));
    let seen = await w.get.execute(member, 'w1');
    expect(seen.accentColour).to.equal('#0b5394');
    expect(seen.logo).to.include({ contentType: 'image/png', width: 120, height: 60 });
    await w.replace.execute(owner, 'current', JPEG_LOGO);
    seen = await w.get.execute(member, 'current');
    expect(seen.logo?.contentType).to.equal('image/jpeg');
    expect((await w.logo.execute(member, 'current')).content.equals(JPEG_LOGO)).to.equal(true);
  });

  it('members cannot change anything (403), and nothing changes', async () => {
    const w = brandingWorld();
    await w.colour.execute(owner, 'current', '#0b5394');
    await w.replace.execute(owner, 'current', pngOf(10, 10));
    for (const attempt of [
      () => w.colour.execute(member, 'current', '#000000'),
      () => w.replace.execute(member, 'current', JPEG_LOGO),
      () => w.remove.execute(member, 'current'),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ForbiddenError);
      expect((error as Error).message).to.equal('Only the workspace owner can change the branding');
    }
    const kept = await w.get.execute(owner, 'current');
    expect(kept.accentColour).to.equal('#0b5394');
    expect(kept.logo?.contentType).to.equal('image/png');
  });

  it('white-label branding is Agency only: Free and Pro owners get plan_required (whiteLabel), reading stays open', async () => {
    const w = brandingWorld();
    for (const plan of ['free', 'pro'] as const) {
      const error = await w.colour.execute({ ...owner, plan }, 'current', '#000000').catch((e: unknown) => e);
      expect(error).to.be.instanceOf(PlanRequiredError);
      expect((error as PlanRequiredError).details).to.deep.equal({ plan: 'agency', feature: 'whiteLabel' });
      expect(await w.replace.execute({ ...owner, plan }, 'current', pngOf(2, 2)).catch((e: unknown) => e)).to.be.instanceOf(
        PlanRequiredError,
      );
      expect((await w.get.execute({ ...owner, plan }, 'current')).logo).to.equal(null);
    }
  });

  it('another workspace id answers 404 for reading and changing', async () => {
    const w = brandingWorld();
    await w.replace.execute({ ...owner, workspaceId: 'w2' }, 'current', pngOf(4, 4));
    for (const attempt of [
      () => w.get.execute(owner, 'w2'),
      () => w.logo.execute(owner, 'w2'),
      () => w.colour.execute(owner, 'w2', '#000000'),
      () => w.replace.execute(owner, 'w2', pngOf(4, 4)),
      () => w.remove.execute(owner, 'w2'),
    ]) {
      expect(await attempt().catch((e: unknown) => e)).to.be.instanceOf(NotFoundError);
    }
    expect((await w.get.execute({ ...owner, workspaceId: 'w2' }, 'current')).logo).to.not.equal(null);
  });

  it('refuses an SVG named anything (400) and an oversize file before reading it (413), keeping the logo it had', async () => {
    const w = brandingWorld();
    await w.replace.execute(owner, 'current', pngOf(8, 8));
    expect(await w.replace.execute(owner, 'current', SVG_LOGO).catch((e: unknown) => e)).to.be.instanceOf(BadRequestError);
    w.reads.length = 0;
    const tooLarge = await w.replace.execute(owner, 'current', pngOf(8, 8, [0, 0, 0], 300 * 1024)).catch((e: unknown) => e);
    expect(tooLarge).to.be.instanceOf(PayloadTooLargeError);
    expect(w.reads, 'the pool never saw it').to.deep.equal([]);
    expect((await w.get.execute(owner, 'current')).logo).to.include({ width: 8, height: 8 });
  });

  it('refuses a colour too light for white; removes the logo (twice is a no-op); 404 for a logo that is not there', async () => {
    const w = brandingWorld();
    expect(await w.colour.execute(owner, 'current', '#fff8dc').catch((e: unknown) => e)).to.be.instanceOf(ValidationError);
    await w.replace.execute(owner, 'current', pngOf(8, 8));
    await w.remove.execute(owner, 'current');
    await w.remove.execute(owner, 'current');
    expect((await w.get.execute(owner, 'current')).logo).to.equal(null);
    const missing = await w.logo.execute(owner, 'current').catch((e: unknown) => e);
    expect(missing).to.be.instanceOf(NotFoundError);
    expect((missing as Error).message).to.equal('This workspace has no logo');
    await w.colour.execute(owner, 'current', '#0b5394');
    await w.colour.execute(owner, 'current', null);
    expect((await w.get.execute(owner, 'current')).accentColour).to.equal(null);
  });
});
