import { expect } from 'chai';
import { Database } from '../../../src/adapters/postgres/database.js';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratch-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;

// Two instances starting together on one fresh database (compose's web1 and web2) must both come up migrated.
(baseUrl ? describe : describe.skip)('Database.migrate on a fresh PostgreSQL, two instances at once', () => {
  let scratch: ScratchDatabase;
  const opened: Database[] = [];

  before(async () => {
    scratch = await createScratchDatabase(baseUrl!, 'sdn_migrate');
  });

  after(async () => {
    await Promise.allSettled(opened.map((database) => database.close()));
    await scratch.drop();
  });

  it('both migrate without error and both report ready', async () => {
    const [first, second] = await Promise.all([0, 1].map(() => Database.open({ url: scratch.url, ormPoolSize: 2, rawPoolSize: 2 })));
    opened.push(first!, second!);
    await Promise.all([first!.migrate(), second!.migrate()]);
    expect(await first!.isReady()).to.equal(true);
    expect(await second!.isReady()).to.equal(true);
  });
});
