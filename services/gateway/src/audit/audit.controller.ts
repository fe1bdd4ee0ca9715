import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../auth/auth.decorators';
import { AuditListResponse, AuditQuery } from './audit.dto';
import { AuditRepository } from './audit.repository';
import { Endpoint } from '../http/endpoint.decorator';

const DEFAULT_LIMIT = 50;

/** The audit log, for admins: read only (no route writes, edits or deletes an entry). */
@ApiTags('audit')
@Controller('api/audit')
@Allowed('administer')
export class AuditController {
  constructor(private readonly audit: AuditRepository) {}

  @Get()
  @Endpoint({ summary: 'The audit log, newest first (admins)', description: 'Who registered, signed in, uploaded, edited, published, deleted or changed an account, from where; refused sign-ins counted per address and minute.', errors: [400, 401, 403] })
  @ApiOkResponse({ type: AuditListResponse })
  async list(@Query() query: AuditQuery): Promise<AuditListResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const entries = await this.audit.list({ action: query.action, actor: query.actor, beforeId: query.cursor, limit });
    return { entries, nextCursor: entries.length === limit ? entries[entries.length - 1].id : null };
  }
}
