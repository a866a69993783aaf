export * from './auth';
export * from './orgs';
export * from './realtime';
