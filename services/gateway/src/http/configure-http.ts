import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { newRequestId, requestContext } from '@lectures/platform';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../gateway.config';
import { compressResponses } from './compress-responses';
import { HttpErrorFilter } from './http-error.filter';
import { refuseBadText, refuseDeepJson, refuseEncodedBodies } from './json-body';
import { refuseBadRequestTarget } from './request-target';
import { gatewayValidationPipe } from './validation.pipe';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * What the gateway's security folder puts in front of every request. http/ is plumbing that
 * imports no domain folder (an ESLint rule holds it): the composition root hands these in.
 */
export interface EdgeDefences {
  /** First of all, on every response: the Content-Security-Policy and the other headers. */
  headers: RequestHandler[];
  /** After the request id is known: refuses state-changing requests from another site's page. */
  sameSiteOnly: RequestHandler;
}

/** Request ids, cookies, validation, errors as JSON, and the OpenAPI document at /api/docs. */
export function configureGatewayHttp(app: INestApplication, config: Pick<GatewayConfig, 'trustProxy'>, defences: EdgeDefences): void {
  const express = app as NestExpressApplication;
  // Only configured proxies may set the client address, protocol and host (X-Forwarded-*).
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');
  app.use(...defences.headers);
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
  app.use(defences.sameSiteOnly);
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
