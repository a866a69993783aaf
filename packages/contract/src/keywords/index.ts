/**
 * Keyword roots and spelling groups, with the stemmers and stop words of each marketplace's
 * language: `@fathom/contract/keywords`, apart from the main entry so that only the pages that
 * group keywords load the stemmers.
 */
export * from './stop-words';
export * from './words';
export * from './roots';
export * from './spellings';
