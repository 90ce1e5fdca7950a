/**
 * The backend's layer fences, checked by `npm run depcruise -w backend` in the test command and by
 * test/architecture/dependency-rules.spec.ts (which also proves each rule catches a deliberate violation).
 * Paths are relative to backend/: engine <- domain <- application <- ports <- adapters <- composition.
 * The structured-data engine (vocabulary, Google's rules, validator, builder) is pure functions over JSON: it
 * imports nothing else of the backend and no npm package, so it can run in a pool thread, a bench or another
 * package unchanged.
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-self-contained',
      comment: 'The engine is pure functions over JSON: no npm package, and nothing else of the backend.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: {
        pathNot: '^src/engine/',
        dependencyTypes: ['local', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'domain-no-frameworks',
      comment: 'The domain is plain TypeScript: no npm package (framework, ORM, validator, wire contracts).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'domain-inward-only',
      comment: 'The domain knows nothing of use cases, ports, adapters or wiring.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(application|ports|adapters|composition)/' },
    },
    {
      name: 'domain-and-ports-no-wire-contracts',
      comment:
        'The wire contracts (@sdn/contracts) belong to the HTTP edge: domain and ports speak domain types, and presenters build the views. The workspace package resolves outside node_modules (dependency type "undetermined"), so the rule matches its path.',
      severity: 'error',
      from: { path: '^src/(domain|ports)/' },
      to: { path: '(^|/)contracts/(src|dist)/' },
    },
    {
      name: 'application-no-adapters',
      comment: 'Use cases reach the outside through ports only.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(adapters|composition)/' },
    },
    {
      name: 'ports-no-adapters',
      comment: 'Ports describe capabilities; they never name an implementation or a use case.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { path: '^src/(adapters|application|composition)/' },
    },
    {
      name: 'outbound-adapters-no-use-cases',
      comment:
        "Only inbound adapters drive use cases: http (requests) and worker-pool/tasks (a pool thread's entry points); outbound adapters are driven through ports.",
      severity: 'error',
      from: { path: '^src/adapters/', pathNot: '^src/adapters/(http|worker-pool/tasks)/' },
      to: { path: '^src/application/' },
    },
    {
      name: 'tenant-input-parsed-in-pool',
      comment:
        'Tenant-controlled input (pages, sitemaps, robots.txt, reports, archives, uploaded images) is parsed and rendered in the worker pool: only the pool task modules named here may import a parsing or rendering library; request handlers, jobs and use cases reach them through their pooled ports.',
      severity: 'error',
      from: {
        pathNot:
          '^src/adapters/(page-fetch/html-snapshot-parser|sitemap/saxes-sitemap-parser|pdfmake/(pdfmake-audit-report|audit-charts)|jszip/jszip-archiver)[.]ts$',
      },
      to: {
        path: '(^|/)node_modules/(linkedom|saxes|sax|htmlparser2|cheerio|parse5|fast-xml-parser|robots-parser|pdfmake|pdfkit|echarts|jszip|@mozilla/readability|image-size|pngjs|jpeg-js|sharp|file-type)/',
      },
    },
    {
      name: 'adapters-no-composition',
      comment: 'Adapters are wired by the composition root, never the other way round.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/composition/' },
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
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
  },
};
