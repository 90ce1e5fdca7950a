/**
 * The cuisines a place to eat names itself by ("Family-run Thai kitchen", "Trattoria italiana", "Cuisine marocaine"),
 * each with the name Schema.org's `servesCuisine` is given in: a value mapped from the page's word, as an employment
 * type is.
 */
const cuisine = (name: string, ...words: string[]): [RegExp, string] => [
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${[name.toLowerCase(), ...words].join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
  name,
];

export const CUISINES: [RegExp, string][] = [
  cuisine('Thai', 'thailändisch\\p{L}*', 'thaïlandaise?', 'tailandes[ae]?'),
  cuisine('Italian', 'italienisch\\p{L}*', 'italienne', 'italiana', 'italiano', 'italiaans\\p{L}*'),
  cuisine('Indian', 'indisch\\p{L}*', 'indienne', 'indiana', 'indiaas\\p{L}*'),
  cuisine('Japanese', 'japanisch\\p{L}*', 'japonaise', 'japonesa', 'giapponese', 'japans\\p{L}*'),
  cuisine('Chinese', 'chinesisch\\p{L}*', 'chinoise', 'cinese', 'chinees\\p{L}*'),
  cuisine('Vietnamese', 'vietnamesisch\\p{L}*', 'vietnamienne', 'vietnamita'),
  cuisine('Korean', 'koreanisch\\p{L}*', 'coréenne', 'coreana'),
  cuisine('Mexican', 'mexikanisch\\p{L}*', 'mexicaine', 'mexicana', 'messicana'),
  cuisine('Greek', 'griechisch\\p{L}*', 'grecque', 'griega', 'greca'),
  cuisine('Lebanese', 'libanesisch\\p{L}*', 'libanaise', 'libanesa'),
  cuisine('Turkish', 'türkisch\\p{L}*', 'turque', 'turca'),
  cuisine('Moroccan', 'marokkanisch\\p{L}*', 'marocaine?', 'marroquí', 'marroquina', 'marocchina', 'marokkaans\\p{L}*'),
  cuisine('French', 'französisch\\p{L}*', 'française', 'francesa', 'francese', 'franse'),
  cuisine('Spanish', 'spanisch\\p{L}*', 'espagnole', 'española', 'spagnola', 'spaans\\p{L}*'),
  cuisine('Portuguese', 'portugiesisch\\p{L}*', 'portugaise', 'portuguesa', 'portoghese'),
  cuisine('Peruvian', 'peruanisch\\p{L}*', 'péruvienne', 'peruana'),
  cuisine('Brazilian', 'brasilianisch\\p{L}*', 'brésilienne', 'brasileira', 'brasileña'),
  cuisine('Ethiopian', 'äthiopisch\\p{L}*', 'éthiopienne', 'etíope'),
  cuisine('Senegalese', 'sénégalaise'),
  cuisine('Persian', 'persisch\\p{L}*', 'persane', 'persa'),
];
