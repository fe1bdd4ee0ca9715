import 'reflect-metadata';
import { Controller, Get, Module, NotFoundException, Param, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import {
  createMetrics,
  httpMetricsMiddleware,
  metricsContentType,
  metricsText,
  processMetrics,
  recordMessage,
  recordSegment,
  trackQueueDepth,
  UNMATCHED_ROUTE,
} from './index';

const quiet = () => createMetrics({ collectProcessMetrics: false });

describe('platform metrics', () => {
  describe('httpMetricsMiddleware', () => {
    @Controller('api/content')
    class ContentStubController {
      @Get(':id')
      find(@Param('id') id: string): { id: string } {
        if (id === 'missing') throw new NotFoundException();
        return { id };
      }
    }
    @Module({ controllers: [ContentStubController] })
    class StubModule {}

    let app: INestApplication;
    const metrics = quiet();
    beforeAll(async () => {
      app = await NestFactory.create(StubModule, { logger: false });
      app.use(httpMetricsMiddleware(metrics));
      await app.init();
    });
    afterAll(() => app.close());
    beforeEach(() => metrics.httpRequestDuration.reset());

    it('should label latency by route template, never by the concrete id', async () => {
      const server = app.getHttpServer();
      await request(server).get('/api/content/abc').expect(200);
      await request(server).get('/api/content/def').expect(200);
      await request(server).get('/api/content/missing').expect(404);

      const text = await metricsText(metrics);
      expect(text).toContain(
        'lectures_http_request_duration_seconds_count{method="GET",route="/api/content/:id",status="200"} 2',
      );
      expect(text).toContain(
        'lectures_http_request_duration_seconds_count{method="GET",route="/api/content/:id",status="404"} 1',
      );
      expect(text).not.toContain('abc');
    });

    it('should group requests no route matched under one label', async () => {
      const server = app.getHttpServer();
      await request(server).get('/nowhere/1').expect(404);
      await request(server).get('/nowhere/2').expect(404);

      const text = await metricsText(metrics);
      expect(text).toContain(
        `lectures_http_request_duration_seconds_count{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 2`,
      );
      expect(text).not.toContain('/nowhere');
    });
  });

  describe('recordMessage', () => {
    it('should count handled and failed messages per pattern', async () => {
      const metrics = quiet();
      recordMessage(metrics, 'content.get.v1', 'handled');
      recordMessage(metrics, 'content.get.v1', 'handled');
      recordMessage(metrics, 'content.get.v1', 'failed');

      const text = await metricsText(metrics);
      expect(text).toContain('lectures_messages_handled_total{pattern="content.get.v1"} 2');
      expect(text).toContain('lectures_messages_failed_total{pattern="content.get.v1"} 1');
    });
  });

  describe('recordSegment', () => {
    it('should observe the duration and set the real-time factor', async () => {
      const metrics = quiet();
      recordSegment(metrics, { engine: 'pocketsphinx', audioSeconds: 30, elapsedSeconds: 6 });

      const text = await metricsText(metrics);
      expect(text).toContain('lectures_segment_transcription_seconds_bucket{le="8",engine="pocketsphinx"} 1');
      expect(text).toContain('lectures_segment_transcription_seconds_bucket{le="5",engine="pocketsphinx"} 0');
      expect(text).toContain('lectures_transcription_real_time_factor{engine="pocketsphinx"} 0.2');
    });

    it('should not set a factor for a segment without audio', async () => {
      const metrics = quiet();
      recordSegment(metrics, { engine: 'openai', audioSeconds: 0, elapsedSeconds: 1 });

      const text = await metricsText(metrics);
      expect(text).toContain('lectures_segment_transcription_seconds_count{engine="openai"} 1');
      expect(text).not.toMatch(/lectures_transcription_real_time_factor\{/);
    });
  });

  describe('trackQueueDepth', () => {
    it('should read the depth at every scrape', async () => {
      const metrics = quiet();
      let depth = 7;
      trackQueueDepth(metrics, 'transcription.segments', async () => depth);

      expect(await metricsText(metrics)).toContain('lectures_queue_depth{queue="transcription.segments"} 7');
      depth = 3;
      expect(await metricsText(metrics)).toContain('lectures_queue_depth{queue="transcription.segments"} 3');
    });

    it('should keep the last value and still answer when a read fails', async () => {
      const metrics = quiet();
      let fail = false;
      trackQueueDepth(metrics, 'transcription.segments', async () => {
        if (fail) throw new Error('channel closed');
        return 5;
      });
      await metricsText(metrics);
      fail = true;

      expect(await metricsText(metrics)).toContain('lectures_queue_depth{queue="transcription.segments"} 5');
    });
  });

  describe('createMetrics', () => {
    it('should add default labels and process metrics when asked', async () => {
      const metrics = createMetrics({ defaultLabels: { service: 'content' } });
      recordMessage(metrics, 'content.get.v1', 'handled');

      const text = await metricsText(metrics);
      expect(text).toContain('lectures_messages_handled_total{pattern="content.get.v1",service="content"} 1');
      expect(text).toContain('lectures_process_resident_memory_bytes');
    });

    it('should keep separate registries apart', async () => {
      const first = quiet();
      const second = quiet();
      recordMessage(first, 'a.v1', 'handled');

      expect(await metricsText(second)).not.toContain('a.v1');
    });
  });

  describe('processMetrics', () => {
    it('should return one shared registry in exposition format', async () => {
      expect(processMetrics()).toBe(processMetrics());
      expect(metricsContentType()).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metricsText()).toContain('# TYPE lectures_http_request_duration_seconds histogram');
    });
  });
});
