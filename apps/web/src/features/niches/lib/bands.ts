export { competitionStrengthBand, medianReviewCountBand, type BandColor } from '@fathom/contract';
