import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@lectures/platform';
import { AppError } from '@lectures/proto';
import { sendCached } from '../published-set.cache';
import { Endpoint } from '../../http/endpoint.decorator';
import { SitemapService } from './sitemap.service';

const XML = 'application/xml; charset=utf-8';

/** What search engines read first: robots.txt, the sitemap index, and its files. */
@ApiTags('sitemap')
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Public()
  @Get('sitemap.xml')
  @Endpoint({ summary: 'The sitemap index (sitemaps.org 0.9): one file of the site\'s pages, then files of published lectures and series, each with its newest change' })
  @ApiOkResponse({ description: '<sitemapindex> (application/xml)' })
  async index(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.sitemap.index(), XML);
  }

  @Public()
  @Get('sitemaps/:file')
  @Endpoint({ summary: 'One file of the sitemap index: at most 50,000 addresses with their last change', errors: [[404, 'Sitemap not found']] })
  @ApiOkResponse({ description: '<urlset> (application/xml)' })
  async file(@Param('file') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.sitemap.file(name);
    if (!body) throw new AppError('NOT_FOUND', 'Sitemap not found');
    sendCached(req, res, body, XML);
  }

  @Public()
  @Get('robots.txt')
  @Endpoint({ summary: "Crawling rules (web/public/robots.txt) and the sitemap's address" })
  @ApiOkResponse({ description: 'text/plain' })
  robots(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(this.sitemap.robotsTxt());
  }
}
