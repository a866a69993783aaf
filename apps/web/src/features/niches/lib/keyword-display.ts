export {
  LOW_SEARCH_VOLUME,
  LOW_SEARCH_VOLUME_TOOLTIP,
  UNRANKED_TOOLTIP,
  isLowSearchVolume,
} from '@fathom/contract';
