import { Logger } from '@nestjs/common';
import type { EventOf, EventPattern } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import type { MessageBus } from '../messaging/message-bus';

const POLL_MS = 1000;
const BATCH = 50;

/**
 * Events that must not be lost are written to the outbox in the same transaction
 * as the change they announce; this relay publishes them (with publisher
 * confirms) and deletes each row only after the broker took it. Rows left by a
 * crash are published on the next start.
 */
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly bus: MessageBus,
  ) {}

  /** Writes an event inside the caller's transaction. */
  async add<P extends EventPattern>(manager: EntityManager, pattern: P, payload: EventOf<P>): Promise<void> {
    await manager.query(`INSERT INTO "${this.schema}"."outbox" (pattern, payload) VALUES ($1, $2)`, [
      pattern,
      JSON.stringify(payload),
    ]);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Publish now (called after a transaction that added rows commits). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.flush()
      .catch((error: unknown) => this.logger.warn({ msg: 'outbox publish failed, will retry', error: String(error) }))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async flush(): Promise<void> {
    for (;;) {
      const published = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string; pattern: EventPattern; payload: EventOf<EventPattern> }[] = await manager.query(
          `SELECT id, pattern, payload FROM "${this.schema}"."outbox" ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          await this.bus.emit(row.pattern, row.payload);
          await manager.query(`DELETE FROM "${this.schema}"."outbox" WHERE id = $1`, [row.id]);
        }
        return rows.length;
      });
      if (published < BATCH) return;
    }
  }
}
