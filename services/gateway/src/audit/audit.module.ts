import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRepository } from './audit.repository';
import { AuditRetention } from './audit-retention';

/** The audit log: routes marked @Audited write to it; admins read it; entries past retention go. */
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditRetention, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditModule {}
