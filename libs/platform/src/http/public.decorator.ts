import { SetMetadata } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/**
 * Marks a route (or every route of a controller) open to anonymous callers; every other route
 * needs a session. The API document says so too: `security: []` on its operations.
 */
export const Public = (): MethodDecorator & ClassDecorator => {
  const open = SetMetadata(IS_PUBLIC, true);
  const decorate = (target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) {
      open(target, key!, descriptor);
      // Kept as part of the operation: a method's own empty security list is dropped as empty.
      const operation = (Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value as object) ?? {}) as object;
      Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operation, security: [] }, descriptor.value as object);
    } else {
      open(target as never);
      Reflect.defineMetadata(DECORATORS.API_SECURITY, [], target);
    }
  };
  return decorate;
};
