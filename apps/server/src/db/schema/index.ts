export * from './auth';
export * from './orgs';
export * from './realtime';
export * from './billing';
export * from './niches';
export * from './analytics';
export * from './team';
export * from './pipeline';
