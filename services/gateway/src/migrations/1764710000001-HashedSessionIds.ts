import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions are kept under the SHA-256 of their id, never the id itself: whoever reads the table
 * cannot sign in with what they read. Existing sessions are re-keyed in place, so nobody is
 * signed out (a pod of the previous version still running finds them no more: its users sign in
 * again, once).
 */
export class HashedSessionIds1764710000001 implements MigrationInterface {
  name = 'HashedSessionIds1764710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "gateway"."sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex') WHERE length("id") <> 64`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A hash cannot be turned back into the id: everyone signs in again.
    await q.query(`DELETE FROM "gateway"."sessions"`);
  }
}
