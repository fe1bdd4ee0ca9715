import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser, Allowed } from '../auth/auth.decorators';
import { ManagedUserResponse, UpdateUserDto, UserListResponse } from './managed-user.dto';
import type { UserEntity } from './user.entity';
import { UsersService } from './users.service';
import { Endpoint } from '../http/endpoint.decorator';

@ApiTags('users')
@Controller('api/users')
@Allowed('administer')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Endpoint({ summary: 'List every account with its role and state (admins)', errors: [401, 403] })
  @ApiOkResponse({ type: UserListResponse })
  async list(): Promise<UserListResponse> {
    return { users: await this.users.list() };
  }

  @Patch(':id')
  @Endpoint({ summary: "Change an account's role or disable it (admins)", description: 'An admin cannot demote or disable their own account.', errors: [400, 401, 403, 404] })
  @ApiOkResponse({ type: ManagedUserResponse })
  @Audited({ action: 'user.changed', target: 'param', bodyFields: 'values' })
  async update(@CurrentUser() actor: UserEntity, @Param('id') id: string, @Body() dto: UpdateUserDto): Promise<ManagedUserResponse> {
    return { user: await this.users.update(actor.id, id, dto) };
  }
}
