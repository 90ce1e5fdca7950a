import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/composition/config.js';
import { Lifecycle } from '../../src/composition/lifecycle.js';
import type { Logger } from '../../src/ports/logger.js';

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info() {}, warn: (_o, message) => void warnings.push(message), error() {} };
}

describe('Lifecycle (ordered, bounded stop hooks)', () => {
  it('stops jobs, then workers, then connections, whatever the registration order, once', async () => {
    const order: string[] = [];
    const lifecycle = new Lifecycle(recordingLogger());
    lifecycle.onStop('connections', 'redis', async () => void order.push('redis'));
    lifecycle.onStop('workers', 'pool', async () => void order.push('pool'));
    lifecycle.onStop('jobs', 'pg-boss', async () => {
      await new Promise((done) => setTimeout(done, 20));
      order.push('jobs');
    });
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    expect(order).to.deep.equal(['jobs', 'pool', 'redis']);
  });

  it('goes on past a hook that fails or never ends, and says so', async () => {
    const logger = recordingLogger();
    const lifecycle = new Lifecycle(logger, 50);
    const order: string[] = [];
    lifecycle.onStop('jobs', 'stuck', () => new Promise(() => {}));
    lifecycle.onStop('workers', 'broken', async () => {
      throw new Error('boom');
    });
    lifecycle.onStop('connections', 'redis', async () => void order.push('redis'));
    await lifecycle.stop();
    expect(order).to.deep.equal(['redis']);
    expect(logger.warnings).to.deep.equal(['stop hook timed out; going on', 'stop hook failed; going on']);
  });

  it('refuses invalid scale-out settings with one line', () => {
    expect(() => loadConfig({ WORKER_THREADS: '0' })).to.throw(
      ConfigError,
      /^Invalid configuration: WORKER_THREADS must be greater than or equal to 1$/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).to.throw(ConfigError, /^Invalid configuration: REDIS_URL must be a valid uri/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).scaleOut.redisUrl).to.equal('redis://127.0.0.1:6379');
  });

  it('reads SSRF_ALLOWED_ADDRESSES with ports, and stops on an entry that is no address', () => {
    expect(loadConfig({ SSRF_ALLOWED_ADDRESSES: '127.0.0.1:8080, [::1]:9000,10.0.0.5' }).pageFetch.allowedAddresses).to.deep.equal([
      '127.0.0.1:8080',
      '[::1]:9000',
      '10.0.0.5',
    ]);
    expect(() => loadConfig({ SSRF_ALLOWED_ADDRESSES: '127.0.0.1,localhost:8080' })).to.throw(
      ConfigError,
      /^Invalid configuration: SSRF_ALLOWED_ADDRESSES: localhost:8080 is not an IP address/,
    );
  });
});
