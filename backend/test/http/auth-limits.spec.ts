import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { PASSWORD, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: login limits per account, Verify now limit', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { LOGIN_ATTEMPTS_PER_ACCOUNT: '3', VERIFY_RATE_LIMIT_PER_MINUTE: '2' });
  });
  after(() => service.close());

  it('stops password guessing on one account from many IPs after 3 failures, known and unknown addresses alike', async () => {
    const email = uniqueEmail();
    await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const stranger = uniqueEmail('nobody');
    for (const address of [email, stranger]) {
      for (let i = 0; i < 3; i++) {
        await request(service.app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ email: address, password: `wrong-guess-${i}` })
          .expect(401);
      }
      const blocked = await request(service.app)
        .post('/api/auth/login')
        .send({ email: address.toUpperCase(), password: PASSWORD })
        .expect(429);
      expect(blocked.body.error).to.equal('Too many attempts for this account. Please wait 15 minutes and try again.');
    }
    // Other accounts are not affected.
    const other = uniqueEmail();
    await request(service.app).post('/api/auth/signup').send({ email: other, password: PASSWORD }).expect(201);
    await request(service.app).post('/api/auth/login').send({ email: other, password: PASSWORD }).expect(200);
  });

  it('successful logins do not count toward the account limit', async () => {
    const email = uniqueEmail();
    await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    for (let i = 0; i < 5; i++) await request(service.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('"Verify now" is limited per workspace', async () => {
    const agent = request.agent(service.app);
    await agent.post('/api/auth/signup').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    const site = (await agent.post('/api/clients').send({ name: 'Shop', websiteUrl: 'http://127.0.0.1:9/' }).expect(201)).body;
    for (let i = 0; i < 2; i++) expect((await agent.post(`/api/clients/${site.id}/verify-sdk`)).status).to.not.equal(429);
    const limited = await agent.post(`/api/clients/${site.id}/verify-sdk`).expect(429);
    expect(limited.body.error).to.equal('Too many verification attempts. Please wait a minute and try again.');
  });
});

forEachDatabase('HTTP: COOKIE_SECURE=true over plain HTTP', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { COOKIE_SECURE: 'true', TRUST_PROXY: '1' });
  });
  after(() => service.close());

  it('refuses sign-up and login clearly instead of answering without a session; over HTTPS it signs in', async () => {
    const email = uniqueEmail();
    const plain = await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(400);
    expect(plain.body.error).to.include('HTTPS').and.include('COOKIE_SECURE');
    expect(plain.headers['set-cookie']).to.equal(undefined);
    await request(service.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(400);
    const secure = await request(service.app)
      .post('/api/auth/signup')
      .set('X-Forwarded-Proto', 'https')
      .send({ email, password: PASSWORD })
      .expect(201);
    expect(secure.headers['set-cookie']![0]).to.include('Secure');
  });
});
