/**
 * The dashboard's one-way layers, checked on every `npm run lint -w frontend`:
 *   features/<x>  ->  core/, shared/, its own folder
 *   core/         ->  shared/
 *   shared/       ->  shared/ only
 * `tools/fences.test.mjs` runs these rules on a fixture with one violation of each kind, so a rule that stops
 * matching fails the lint too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-not-to-features',
      comment:
        'core/ (session, shell, interceptors) serves every feature, so it cannot depend on one.',
      severity: 'error',
      from: { path: '^src/app/core/' },
      to: { path: '^src/app/features/' },
    },
    {
      name: 'shared-not-to-core',
      comment: 'shared/ (design system, typed API clients, data helpers) sits below core/.',
      severity: 'error',
      from: { path: '^src/app/shared/' },
      to: { path: '^src/app/core/' },
    },
    {
      name: 'shared-not-to-features',
      comment: 'shared/ is used by features; a feature-specific piece belongs in that feature.',
      severity: 'error',
      from: { path: '^src/app/shared/' },
      to: { path: '^src/app/features/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment:
        'Features do not import each other: what two features need moves to shared/ (or core/ when it is about the ' +
        "session). Routes that nest one feature in another's URL are declared in app.routes.ts.",
      severity: 'error',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.angular|test-artifacts)/' },
    // `import type` counts: a type from another feature couples the two just as much.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
