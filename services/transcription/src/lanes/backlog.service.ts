import { Injectable } from '@nestjs/common';
import { AppError, may, type BacklogStatus, type SetBacklogPausedRequest } from '@lectures/proto';
import { SegmentQueue } from '../pipeline/segment-queue';
import { BacklogFeeder } from './backlog-feeder.service';
import { BacklogRepository } from './backlog.repository';
import { backlogStatusOf } from './backlog-status';

/** The backlog as admins see and steer it. */
@Injectable()
export class BacklogService {
  constructor(
    private readonly backlog: BacklogRepository,
    private readonly queue: SegmentQueue,
    private readonly feeder: BacklogFeeder,
  ) {}

  async status(): Promise<BacklogStatus> {
    const control = await this.backlog.control();
    return backlogStatusOf(await this.backlog.figures(), control?.paused ?? false, await this.queue.workerSlots(), control);
  }

  async setPaused(request: SetBacklogPausedRequest): Promise<BacklogStatus> {
    if (!may(request.actor.role, 'administer')) throw new AppError('FORBIDDEN', 'Only admins can pause or resume the backlog');
    await this.backlog.setPaused(request.paused, request.actor.id);
    if (!request.paused) this.feeder.kick();
    return this.status();
  }
}
