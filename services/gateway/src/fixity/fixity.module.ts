import { Module } from '@nestjs/common';
import { AuditRepository } from '../audit/audit.repository';
import { FixityAuditConsumer } from './fixity-audit.consumer';
import { FixityController } from './fixity.controller';

/** Admins read the fixity audit's report; its findings land in the audit log. */
@Module({
  controllers: [FixityController, FixityAuditConsumer],
  providers: [AuditRepository],
})
export class FixityModule {}
