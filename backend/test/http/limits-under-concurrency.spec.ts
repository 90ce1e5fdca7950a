import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { articleJsonLd, createSite, signedInAgent, startTestService } from '../support/test-service.js';

forEachDatabase('HTTP: plan limits hold under parallel requests', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('20 parallel schema creates on Free save exactly 5; the rest answer limit_reached', async () => {
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent
          .post(`/api/clients/${site.id}/schemas`)
          .send({ name: `Post ${i}`, pageUrl: `https://shop.example.com/p/${i}`, jsonLd: articleJsonLd() }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).to.have.length(5);
    expect(statuses.filter((status) => status === 403)).to.have.length(15);
    for (const refused of answers.filter((res) => res.status === 403)) {
      expect(refused.body).to.deep.include({ error: 'limit_reached' });
      expect(refused.body.details).to.include({ limit: 'savedSchemas', max: 5, used: 5 });
    }
    const list = await agent.get(`/api/clients/${site.id}/schemas`).expect(200);
    expect(list.body.items).to.have.length(5);
  });

  it('10 parallel site creates on Free keep exactly one site; the rest answer plan_required', async () => {
    const agent = await signedInAgent(service);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        agent.post('/api/clients').send({ name: `Shop ${i}`, websiteUrl: `https://shop${i}.example.com` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).to.have.length(1);
    expect(statuses.filter((status) => status === 403)).to.have.length(9);
    for (const refused of answers.filter((res) => res.status === 403)) expect(refused.body.error).to.equal('plan_required');
    const list = await agent.get('/api/clients').expect(200);
    expect(list.body.items).to.have.length(1);
  });
});
