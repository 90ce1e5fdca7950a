import 'reflect-metadata';
import { runCli } from './composition/cli-runner.js';

// `npm run cli -- plan set <owner-email> <free|pro|agency>`, with the service's environment (DATABASE_URL or DATA_DIR).
runCli(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('Command failed:', error);
    process.exit(1);
  });
