import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Actor } from '@lectures/proto';
import { Allowed, CurrentActor } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { Endpoint } from '../http/endpoint.decorator';
import { AnalysisSettingsResponse, UpdateAnalysisSettingsDto } from '../content/content.dto';
import { ContentGatewayService } from '../content/content.service';

/** The admin's analysis settings: whether generated fields are accepted as they arrive (off by default). */
@ApiTags('settings')
@Controller('api/settings/analysis')
export class AnalysisSettingsController {
  constructor(private readonly content: ContentGatewayService) {}

  @Get()
  @Endpoint({ summary: 'The analysis settings (staff)', errors: [401] })
  @ApiOkResponse({ type: AnalysisSettingsResponse })
  read(): Promise<AnalysisSettingsResponse> {
    return this.content.analysisSettings();
  }

  @Put()
  @Endpoint({ summary: 'Turn automatic acceptance of generated analysis on or off (admins)', description: 'On: every generated field of a new analysis is accepted as it arrives and suggestions fill empty item fields, as for a trusted engine. Off (the default): staff accept each field.', errors: [400, 401, 403] })
  @Allowed('administer')
  @Audited({ action: 'settings.analysis-changed' })
  @ApiOkResponse({ type: AnalysisSettingsResponse })
  update(@Body() body: UpdateAnalysisSettingsDto, @CurrentActor() actor: Actor): Promise<AnalysisSettingsResponse> {
    return this.content.updateAnalysisSettings(actor, body.autoAccept);
  }
}
