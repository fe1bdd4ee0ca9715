import { Payload } from '@nestjs/microservices';
import { parsePayload } from '@lectures/proto';
import type { PipeTransform } from '@nestjs/common';

/** Validates a bus payload against its contract class at the consumer boundary. */
export function BusPayload<T extends object>(cls: new () => T): ParameterDecorator {
  const pipe: PipeTransform = { transform: (value: unknown) => parsePayload(cls, value) };
  return Payload(pipe);
}
