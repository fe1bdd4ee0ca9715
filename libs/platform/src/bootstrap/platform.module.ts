import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { MessageBus } from '../messaging/message-bus';
import type { OutboxRelay } from '../outbox/outbox-relay';
import type { Fanout } from '../fanout/fanout';
import { HealthController } from '../health/health.controller';
import { MetricsController } from '../health/metrics.controller';
import { HealthService, type HealthCheck } from '../health/health.service';
import { healthConditions } from '../health/health-conditions';
import type { PlatformRuntime } from './platform-runtime';
import { ShutdownDrain } from './shutdown-drain';
import { DATA_SOURCE, FANOUT, MESSAGE_BUS, OUTBOX, PLATFORM_RUNTIME, SERVICE_CONFIG } from './tokens';

export interface PlatformHandles {
  runtime: PlatformRuntime;
  dataSource: DataSource;
  bus: MessageBus;
  outbox?: OutboxRelay;
  fanout: Fanout;
  config: unknown;
  checks: HealthCheck[];
  /** Embedded services share the gateway's port, so only it serves health routes. */
  serveHealth: boolean;
  /** Internal ports carry /metrics too; a public one (the gateway's) never does. */
  serveMetrics: boolean;
}

/** Hands the opened database, bus, outbox and config to a service's providers. */
@Global()
@Module({})
export class PlatformModule {
  static register(handles: PlatformHandles): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [...(handles.serveHealth ? [HealthController] : []), ...(handles.serveMetrics ? [MetricsController] : [])],
      providers: [
        { provide: PLATFORM_RUNTIME, useValue: handles.runtime },
        { provide: DATA_SOURCE, useValue: handles.dataSource },
        { provide: MESSAGE_BUS, useValue: handles.bus },
        { provide: OUTBOX, useValue: handles.outbox ?? null },
        { provide: FANOUT, useValue: handles.fanout },
        { provide: SERVICE_CONFIG, useValue: handles.config },
        { provide: HealthService, useValue: new HealthService(handles.checks, healthConditions(handles.runtime)) },
        ShutdownDrain,
      ],
      exports: [PLATFORM_RUNTIME, DATA_SOURCE, MESSAGE_BUS, OUTBOX, FANOUT, SERVICE_CONFIG, HealthService],
    };
  }
}
