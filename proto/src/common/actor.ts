import { IsIn, IsUUID } from 'class-validator';

export const ROLES = ['admin', 'contributor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Who asks: carried in requests whose outcome depends on the caller. */
export class Actor {
  @IsUUID()
  id!: string;

  @IsIn(ROLES)
  role!: Role;
}
