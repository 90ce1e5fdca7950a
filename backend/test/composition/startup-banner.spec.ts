import { expect } from 'chai';
import { loadConfig } from '../../src/composition/config.js';
import { startupBanner } from '../../src/startup-banner.js';

describe('Start-up banner for a person at a terminal', () => {
  it('says where to open the service and lists each integration that is off, with what to set', () => {
    const banner = startupBanner('http://127.0.0.1:3000', loadConfig({ DATA_DIR: '/tmp/sdn-banner' }));
    expect(banner).to.include('Schema Delivery Network is running: open http://127.0.0.1:3000');
    expect(banner).to.include('billing (set STRIPE_SECRET_KEY');
    expect(banner).to.include('Search Console (set GOOGLE_CLIENT_ID');
    expect(banner).to.include('the AI model (set OPENAI_API_KEY');
    expect(banner).to.include('email (set SMTP_URL; messages are written to /tmp/sdn-banner/outbox');
  });

  it('lists nothing as off when the integrations are configured', () => {
    const config = loadConfig({ OPENAI_API_KEY: 'sk-test', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_BASE_URL: 'https://app.example.com' });
    const banner = startupBanner('http://0.0.0.0:8080', config);
    expect(banner).to.include('open http://0.0.0.0:8080');
    expect(banner).not.to.include('OPENAI_API_KEY');
    expect(banner).not.to.include('SMTP_URL');
    expect(banner).to.include('STRIPE_SECRET_KEY');
  });
});
