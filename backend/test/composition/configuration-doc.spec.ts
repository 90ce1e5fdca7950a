import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { CONFIGURATION_DOC, configurationDrift, renderConfigurationDoc } from '../../scripts/configuration-doc.js';

describe('docs/configuration.md', () => {
  it('describes every variable the configuration schemas read, and none they do not', () => {
    expect(configurationDrift()).to.deep.equal({ undescribed: [], unknown: [] });
  });

  it('is what the generator writes from the schemas (run `npm run docs:config -w backend` after changing them)', () => {
    expect(readFileSync(CONFIGURATION_DOC, 'utf8')).to.equal(renderConfigurationDoc());
  });
});
