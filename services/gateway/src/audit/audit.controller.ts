import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { AuditListResponse, AuditQuery } from './audit.dto';
import { AuditRepository } from './audit.repository';

const DEFAULT_LIMIT = 50;

/** The audit log, for admins: read only (no route writes, edits or deletes an entry). */
@ApiTags('audit')
@Controller('api/audit')
@Roles('admin')
export class AuditController {
  constructor(private readonly audit: AuditRepository) {}

  @Get()
  @ApiOkResponse({ type: AuditListResponse })
  async list(@Query() query: AuditQuery): Promise<AuditListResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const entries = await this.audit.list({ action: query.action, actor: query.actor, beforeId: query.cursor, limit });
    return { entries, nextCursor: entries.length === limit ? entries[entries.length - 1].id : null };
  }
}
