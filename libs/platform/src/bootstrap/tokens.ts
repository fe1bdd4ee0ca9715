/** Injection tokens of what the platform hands every service. */
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
export const OUTBOX = Symbol('OUTBOX');
export const PLATFORM_RUNTIME = Symbol('PLATFORM_RUNTIME');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const FANOUT = Symbol('FANOUT');
