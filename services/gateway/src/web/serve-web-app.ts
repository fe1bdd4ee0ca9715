import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../gateway.config';

const API_PREFIXES = ['/api/', '/health/', '/metrics', '/ws'];

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every other non-API path answered with index.html (client routing).
 */
export function serveWebApp(app: INestApplication, config: GatewayConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const express = app as NestExpressApplication;
  express.useStaticAssets(path.join(config.webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(config.webDist, { index: false, maxAge: '1h' });
  const html = readFileSync(indexFile, 'utf8');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/api') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
}
