// npm run bench:understanding -w backend — the deterministic page understanding over the hand-written corpus
// (backend/test/fixtures/page-understanding): acceptable types, key facts and invented or forbidden values per kind.
// `-- --held-out` scores the pages written after the code instead (`-- --held-out --round 4` only one round's pages),
// `-- --unseen` the newest round nobody has worked on yet; `-- --verbose` prints every page's reasons.
import { scoreCorpus } from './understanding-corpus.js';

const verbose = process.argv.includes('--verbose');
const set = process.argv.includes('--held-out') ? 'held-out' : process.argv.includes('--unseen') ? 'unseen' : 'corpus';
const roundArgument = process.argv.indexOf('--round');
const round = roundArgument > 0 ? Number(process.argv[roundArgument + 1]) : undefined;
const scores = scoreCorpus(set, round);
console.log(
  `Page understanding, deterministic path: the ${{ corpus: 'corpus', 'held-out': 'held-out pages', unseen: 'unseen pages' }[set]}${round ? ` of round ${round}` : ''}`,
);
const kinds = [...new Set(scores.map((score) => score.kind))];
const percent = (part: number, whole: number) => (whole === 0 ? '   -' : `${Math.round((100 * part) / whole)}%`.padStart(4));
const rows = kinds.map((kind) => {
  const of = scores.filter((score) => score.kind === kind);
  const facts = of.reduce((sum, score) => sum + score.factsTotal, 0);
  return {
    kind,
    pages: of.length,
    types: percent(of.filter((score) => score.typeAcceptable).length, of.length),
    facts: `${percent(
      of.reduce((sum, score) => sum + score.factsRight, 0),
      facts,
    )} of ${facts}`,
    forbidden: of.reduce((sum, score) => sum + score.forbidden.length, 0),
    invented: of.reduce((sum, score) => sum + score.invented.length, 0),
  };
});
console.table(rows);
const facts = scores.reduce((sum, score) => sum + score.factsTotal, 0);
console.log(
  `${scores.length} pages: acceptable type ${percent(scores.filter((s) => s.typeAcceptable).length, scores.length)}, key facts ` +
    `${percent(
      scores.reduce((sum, s) => sum + s.factsRight, 0),
      facts,
    )} of ${facts}, forbidden values ` +
    `${scores.reduce((sum, s) => sum + s.forbidden.length, 0)}, invented values ${scores.reduce((sum, s) => sum + s.invented.length, 0)}`,
);
for (const score of scores.filter((s) => verbose || !s.typeAcceptable || s.wrongFacts.length || s.forbidden.length || s.invented.length)) {
  console.log(`\n${score.page} -> ${score.understood.kind} ${score.understood.schemaType ?? '(nothing)'} (${score.understood.confidence})`);
  if (verbose) console.log(`  reasons: ${score.understood.reasons.join(' ')}`);
  for (const line of [...score.wrongFacts, ...score.forbidden.map((f) => `forbidden ${f}`), ...score.invented.map((i) => `invented ${i}`)])
    console.log(`  ${line}`);
}
