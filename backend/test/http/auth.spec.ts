import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { PASSWORD, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: accounts and sessions', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('signs up (201 + HttpOnly SameSite=Lax cookie), then /me answers who is signed in', async () => {
    const agent = request.agent(service.app);
    const email = uniqueEmail();
    const res = await agent.post('/api/auth/signup').send({ email, password: PASSWORD, name: 'Ada' }).expect(201);
    expectContract(res, 'post', '/api/auth/signup');
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie)
      .to.match(/^sdn\.sid=/)
      .and.match(/HttpOnly/)
      .and.match(/SameSite=Lax/);
    const me = await agent.get('/api/auth/me').expect(200);
    expectContract(me, 'get', '/api/auth/me');
    expect(me.body).to.deep.include({ role: 'owner' });
    expect(me.body.user).to.include({ email, name: 'Ada' });
    expect(me.body.workspace.plan).to.equal('free');
  });

  it('signs a registered address in with its password, refuses it otherwise without naming an account; weak input 400', async () => {
    const email = uniqueEmail();
    const created = await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const again = await request(service.app).post('/api/auth/signup').send({ email: email.toUpperCase(), password: PASSWORD }).expect(200);
    expectContract(again, 'post', '/api/auth/signup');
    expect(again.body.user.id).to.equal(created.body.user.id);
    expect(again.headers['set-cookie']).to.have.length(1);
    const duplicate = await request(service.app).post('/api/auth/signup').send({ email, password: 'another-password-2' }).expect(409);
    expectContract(duplicate, 'post', '/api/auth/signup');
    expect(duplicate.body.error).to.equal('Could not create an account with these details. If you already have one, sign in instead.');
    expect(duplicate.body.error).not.to.include(email);
    const weak = await request(service.app).post('/api/auth/signup').send({ email: 'not-an-email', password: 'short' }).expect(400);
    expectContract(weak, 'post', '/api/auth/signup');
    expect(weak.body.error).to.equal('Validation failed');
    expect(weak.body.details).to.have.keys('email', 'password');
    const missing = await request(service.app).post('/api/auth/signup').send({}).expect(400);
    expect(missing.body.details.email._errors).to.deep.equal(['Required']);
  });

  it('logs in with a new session id, and answers unknown email and wrong password alike', async () => {
    const email = uniqueEmail();
    await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const agent = request.agent(service.app);
    const planted = await agent.get('/api/auth/me').expect(401);
    expectContract(planted, 'get', '/api/auth/me');
    const login = await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    expectContract(login, 'post', '/api/auth/login');
    const wrong = await request(service.app).post('/api/auth/login').send({ email, password: 'wrong-password-1' }).expect(401);
    const unknown = await request(service.app).post('/api/auth/login').send({ email: uniqueEmail(), password: PASSWORD }).expect(401);
    expectContract(wrong, 'post', '/api/auth/login');
    expect(wrong.body).to.deep.equal(unknown.body);
  });

  it('regenerates the session id at login (a fixed id is worthless)', async () => {
    const email = uniqueEmail();
    const first = await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const firstId = first.headers['set-cookie']![0]!.split(';')[0];
    const second = await request(service.app)
      .post('/api/auth/login')
      .set('Cookie', firstId!)
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(second.headers['set-cookie']![0]!.split(';')[0]).to.not.equal(firstId);
  });

  const sessionCookie = async () => {
    const res = await request(service.app).post('/api/auth/signup').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    return res.headers['set-cookie']![0]!.split(';')[0]!;
  };

  it('a guest outside /auth gets no session; a signed-in request keeps its rolling cookie', async () => {
    const guest = await request(service.app).post('/api/validate').send({ jsonString: '{}' }).expect(200);
    expect(guest.headers['set-cookie']).to.equal(undefined);
    await request(service.app).get('/api/clients').expect(401);
    const cookie = await sessionCookie();
    const signedIn = await request(service.app).get('/api/clients').set('Cookie', `theme=dark; ${cookie}`).expect(200);
    expect(signedIn.headers['set-cookie']![0]!.split(';')[0]).to.equal(cookie);
  });

  it('logout destroys the session: the old cookie no longer works', async () => {
    const cookie = await sessionCookie();
    await request(service.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    const logout = await request(service.app).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expectContract(logout, 'post', '/api/auth/logout');
    await request(service.app).get('/api/clients').set('Cookie', cookie).expect(401);
  });

  it('sessions survive a restart of the service (stored in the database)', async () => {
    const cookie = await sessionCookie();
    const restarted = await startTestService(database);
    try {
      await request(restarted.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    } finally {
      await restarted.close();
    }
  });

  it('refuses cross-site state changes (Origin or Sec-Fetch-Site) with 403 and changes nothing', async () => {
    const agent = await signedInAgent(service);
    await agent.post('/api/clients').set('Origin', 'https://evil.example').send({ name: 'X', websiteUrl: 'https://x.example' }).expect(403);
    await agent.post('/api/clients').set('Sec-Fetch-Site', 'cross-site').send({ name: 'X', websiteUrl: 'https://x.example' }).expect(403);
    expect((await agent.get('/api/clients').expect(200)).body.items).to.be.empty;
    const sameOrigin = await agent
      .post('/api/clients')
      .set('Host', 'dash.example')
      .set('Origin', 'http://dash.example')
      .send({ name: 'X', websiteUrl: 'https://x.example' });
    expect(sameOrigin.status).to.equal(201);
  });

  it('requires JSON bodies (415), refuses malformed JSON (400 JSON) and oversized bodies (413)', async () => {
    const agent = await signedInAgent(service);
    const form = await agent.post('/api/clients').type('form').send('name=X&websiteUrl=https://x.example').expect(415);
    expect(form.body.error).to.match(/JSON/);
    const malformed = await agent.post('/api/clients').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(malformed.headers['content-type']).to.match(/json/);
    expect(malformed.body.error).to.equal('Validation failed');
    expect(JSON.stringify(malformed.body)).to.not.match(/at .*\.js/);
    const huge = await agent
      .post('/api/clients')
      .send({ name: 'x'.repeat(300_000), websiteUrl: 'https://x.example' })
      .expect(413);
    expect(huge.body.error).to.match(/larger than/);
  });

  it('answers 401 on every dashboard endpoint without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['get', '/api/clients'],
      ['post', '/api/clients'],
      ['get', `/api/clients/${id}`],
      ['get', `/api/clients/${id}/schemas`],
      ['post', `/api/clients/${id}/schemas/${id}/publish`],
    ] as const) {
      const res = await request(service.app)[method](path).send({});
      expect(res.status, `${method} ${path}`).to.equal(401);
    }
  });

  it('ends a session when it expires', async () => {
    const shortLived = await startTestService(database, { SESSION_TTL_HOURS: String(1.5 / 3600) });
    try {
      const agent = await signedInAgent(shortLived);
      await agent.get('/api/auth/me').expect(200);
      await new Promise((done) => setTimeout(done, 1700));
      await agent.get('/api/auth/me').expect(401);
    } finally {
      await shortLived.close();
    }
  });

  it('rate-limits sign-up and login per IP with 429', async () => {
    const limited = await startTestService(database, { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i++) await request(limited.app).post('/api/auth/login').send({ email: 'a@example.com', password: 'x' });
      const res = await request(limited.app).post('/api/auth/login').send({ email: 'a@example.com', password: 'x' }).expect(429);
      expect(res.body.error).to.equal('Too many requests. Please wait a moment.');
    } finally {
      await limited.close();
    }
  });

  it('reports health and readiness', async () => {
    expectContract(await request(service.app).get('/healthz').expect(200), 'get', '/healthz');
    expectContract(await request(service.app).get('/readyz').expect(200), 'get', '/readyz');
  });
});
