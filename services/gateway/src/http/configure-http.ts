import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { newRequestId, requestContext } from '@lectures/platform';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../gateway.config';
import { originCheck } from '../security/origin-check';
import { securityHeaders } from '../security/security-headers';
import { compressResponses } from './compress-responses';
import { HttpErrorFilter } from './http-error.filter';
import { refuseBadText, refuseDeepJson, refuseEncodedBodies } from './json-body';
import { refuseBadRequestTarget } from './request-target';
import { gatewayValidationPipe } from './validation.pipe';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** Request ids, cookies, validation, errors as JSON, and the OpenAPI document at /api/docs. */
export function configureGatewayHttp(app: INestApplication, config: Pick<GatewayConfig, 'trustProxy' | 'publicUrl' | 'mediaOrigins'>): void {
  const express = app as NestExpressApplication;
  // Only configured proxies may set the client address, protocol and host (X-Forwarded-*).
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');
  app.use(...securityHeaders(config.mediaOrigins));
  app.use(refuseBadRequestTarget);
  app.use(compressResponses());
  app.use(refuseEncodedBodies);
  express.useBodyParser('json', { limit: '1mb', verify: refuseDeepJson });
  app.use(refuseBadText);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const given = req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : newRequestId();
    res.setHeader('x-request-id', requestId);
    requestContext.run({ requestId }, next);
  });
  app.use(originCheck(config.publicUrl));
  app.use(cookieParser());
  app.useGlobalPipes(gatewayValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Lecture library API')
      .setDescription(
        'Public library, staff administration, uploads and live processing of lectures. Staff routes need the session cookie that ' +
          'POST /api/auth/login sets; routes marked with no security are open to anyone. Every error answers JSON { message }.',
      )
      .setVersion('1.0')
      .setLicense('MIT', 'https://opensource.org/license/mit')
      .addServer('/', 'this library (every path is on the site it serves)')
      .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid', description: 'the session cookie (`__Host-sid` over TLS)' }, 'session')
      .addSecurityRequirements('session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
