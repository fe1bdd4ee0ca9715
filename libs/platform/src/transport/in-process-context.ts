import { BaseRpcContext } from '@nestjs/microservices';
import type { Delivery } from './in-process-bus';

/** The handler context of the in-process transport (the counterpart of RmqContext). */
export class InProcessContext extends BaseRpcContext<[Delivery, string]> {
  constructor(delivery: Delivery, queue: string) {
    super([delivery, queue]);
  }
  getDelivery(): Delivery {
    return this.args[0];
  }
  getQueue(): string {
    return this.args[1];
  }
  getPattern(): string {
    return this.args[0].message.pattern;
  }
}
