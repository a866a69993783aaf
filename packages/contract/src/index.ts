export * from './marketplaces';
export * from './roles';
export * from './realtime';
export * from './jobs';
export * from './api/endpoint';
export * from './api/session';
export * from './api/orgs';
