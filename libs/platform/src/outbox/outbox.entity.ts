import { EntitySchema } from 'typeorm';

export interface OutboxRow {
  id: string;
  pattern: string;
  payload: object;
  createdAt: Date;
}

/** The outbox table of one service's schema (created by that service's migration). */
export function outboxEntity(schema: string): EntitySchema<OutboxRow> {
  return new EntitySchema<OutboxRow>({
    name: `${schema}_outbox`,
    tableName: 'outbox',
    schema,
    columns: {
      id: { type: 'bigint', primary: true, generated: 'increment' },
      pattern: { type: 'text' },
      payload: { type: 'jsonb' },
      createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    },
  });
}

export function createOutboxTableSql(schema: string): string {
  return `CREATE TABLE "${schema}"."outbox" (
    "id" BIGSERIAL PRIMARY KEY,
    "pattern" text NOT NULL,
    "payload" jsonb NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now()
  )`;
}
