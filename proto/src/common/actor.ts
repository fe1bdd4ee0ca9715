import { IsIn, IsUUID } from 'class-validator';
import { ROLES, type Role } from './roles';

export { ROLES, type Role };

/** Who asks: carried in requests whose outcome depends on the caller. */
export class Actor {
  @IsUUID()
  id!: string;

  @IsIn(ROLES)
  role!: Role;
}
