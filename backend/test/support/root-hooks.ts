import 'reflect-metadata';
import { stopTestDatabases } from './databases.js';

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    await stopTestDatabases();
  },
};
