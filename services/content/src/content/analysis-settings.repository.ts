import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { AnalysisSettings } from '@lectures/proto';
import type { DataSource } from 'typeorm';

interface SettingsRow {
  auto_accept: boolean;
  changed_by: string | null;
  changed_at: Date | null;
}

const settingsOf = (row: SettingsRow | undefined): AnalysisSettings => ({
  autoAccept: row?.auto_accept ?? false,
  changedBy: row?.changed_by ?? null,
  changedAt: row?.changed_at ? row.changed_at.toISOString() : null,
});

/** The one row of the admin's analysis settings. */
@Injectable()
export class AnalysisSettingsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async read(): Promise<AnalysisSettings> {
    const rows = await this.dataSource.query<SettingsRow[]>(`SELECT "auto_accept", "changed_by", "changed_at" FROM "content"."analysis_settings"`);
    return settingsOf(rows[0]);
  }

  async autoAccept(): Promise<boolean> {
    return (await this.read()).autoAccept;
  }

  async write(autoAccept: boolean, by: string): Promise<AnalysisSettings> {
    const rows = await this.dataSource.query<SettingsRow[]>(
      `INSERT INTO "content"."analysis_settings" ("id", "auto_accept", "changed_by", "changed_at") VALUES (true, $1, $2, now())
       ON CONFLICT ("id") DO UPDATE SET "auto_accept" = $1, "changed_by" = $2, "changed_at" = now()
       RETURNING "auto_accept", "changed_by", "changed_at"`,
      [autoAccept, by],
    );
    return settingsOf(rows[0]);
  }
}
