export * from './platform-metrics';
export * from './metrics-recorders';
export * from './http-metrics.middleware';
export * from './metrics-text';
export * from './metrics-server';
export * from './process-metrics';
