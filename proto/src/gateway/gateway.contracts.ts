/**
 * The gateway's own queue: events it must act on exactly once across its replicas
 * (competing consumers), such as recording a fixity finding in the audit log.
 */
export const GATEWAY_QUEUE = 'gateway';
