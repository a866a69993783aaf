import type { MarketplaceTld } from '@fathom/contract';

/** Amazon's marketplace ids (Selling Partner API) of the marketplaces Fathom supports. */
export const MARKETPLACE_BY_ID: Record<string, MarketplaceTld> = {
  ATVPDKIKX0DER: 'com',
  A2EUQ1WTGCTBG2: 'ca',
  A1AM78C64UM0Y8: 'com.mx',
  A1F83G8C2ARO7P: 'co.uk',
  A13V1IB3VIYZZH: 'fr',
  A1PA6795UKMFR9: 'de',
  A1RKKUPIHCS9HS: 'es',
  APJ6JRA9NG5V4: 'it',
  A1805IZSGTT6HS: 'nl',
  A21TJRUUN4KGV: 'in',
  A1VC38T7YXB528: 'co.jp',
  A39IBJ37TRP1C6: 'com.au',
};
