import { corpusPage, answerKeys } from './bench/understanding-corpus.js';
import { understandPage } from './src/domain/page-understanding/understand-page.js';
const page = process.argv[2]!; const set = (process.argv[3] ?? 'unseen') as any;
const key = answerKeys(set)[page]!;
const u = understandPage(corpusPage(page, key.url, set).snapshot);
console.log(JSON.stringify(u.proposal, null, 1).slice(0, 2500)); console.log(u.notes);
