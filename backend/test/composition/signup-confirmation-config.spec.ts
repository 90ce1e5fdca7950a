import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/composition/config.js';

describe('SIGNUP_CONFIRMATION configuration', () => {
  const smtp = { SMTP_HOST: 'mail.example', PUBLIC_BASE_URL: 'https://app.example/dashboard' };

  it('is off without SMTP (nobody would get the links) and required with it, saying why', () => {
    const local = loadConfig({}).signupConfirmation;
    expect(local).to.include({ required: false, ttlHours: 24 });
    expect(local.reason).to.include('without SMTP');
    const mailed = loadConfig(smtp).signupConfirmation;
    expect(mailed).to.deep.include({ required: true, linkBaseUrl: 'https://app.example' });
    expect(mailed.reason).to.include('SMTP configured');
  });

  it('an explicit setting wins either way; links then still need PUBLIC_BASE_URL', () => {
    expect(loadConfig({ ...smtp, SIGNUP_CONFIRMATION: 'off' }).signupConfirmation).to.deep.equal({
      required: false,
      reason: 'SIGNUP_CONFIRMATION=off',
      ttlHours: 24,
    });
    const outbox = loadConfig({
      SIGNUP_CONFIRMATION: 'required',
      PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
      SIGNUP_CONFIRMATION_TTL_HOURS: '2',
    });
    expect(outbox.signupConfirmation).to.deep.include({ required: true, ttlHours: 2, linkBaseUrl: 'http://127.0.0.1:3000' });
  });

  it('stops the start with one line when links would have no trusted origin, or the value is unknown', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).to.throw(
      ConfigError,
      /^Invalid configuration: SMTP is configured, .* needs PUBLIC_BASE_URL .*SIGNUP_CONFIRMATION=off$/,
    );
    expect(() => loadConfig({ SIGNUP_CONFIRMATION: 'required' })).to.throw(
      ConfigError,
      /^Invalid configuration: SIGNUP_CONFIRMATION=required needs PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ SIGNUP_CONFIRMATION: 'maybe' })).to.throw(
      ConfigError,
      /SIGNUP_CONFIRMATION must be one of \[required, off\]/,
    );
  });
});
