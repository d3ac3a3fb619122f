export * from './constants';
export * from './routes';
export * from './schemas/auth';
export * from './schemas/errors';
export * from './schemas/health';
export * from './schemas/reviews';
export * from './schemas/services';
