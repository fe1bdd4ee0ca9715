import { Injectable } from '@nestjs/common';
import type { AuthorizeMediaReadReply } from '@lectures/proto';
import { PublishedSetCache } from '../public-read/published-set.cache';

const MAX_GRANTS = 5_000;
/** The longest a grant is used without asking again: the bound on serving what media-storage stopped granting. */
export const GRANT_MS = 5_000;

interface Grant {
  reply: AuthorizeMediaReadReply;
  until: number;
}

/**
 * Which stored objects anyone may read, remembered for a few seconds: a visitor's Range reads of
 * a published lecture ask media-storage once in GRANT_MS, not once per request (a player asks for
 * dozens of ranges). Grants also belong to one version of the published set, so a lecture deleted
 * or taken back through this gateway is asked about again at the next read. The bound: media
 * stops being served at most GRANT_MS after media-storage stops granting it. Only public answers
 * served from disk are kept: private ones depend on the caller, and S3's presigned redirects
 * expire.
 */
@Injectable()
export class PublicMediaGrants {
  private version?: string;
  private readonly grants = new Map<string, Grant>();

  constructor(private readonly published: PublishedSetCache) {}

  async read(objectKey: string, ask: () => Promise<AuthorizeMediaReadReply>): Promise<AuthorizeMediaReadReply> {
    const version = await this.published.version();
    if (version !== this.version) {
      this.version = version;
      this.grants.clear();
    }
    const granted = this.grants.get(objectKey);
    if (granted && granted.until > Date.now()) return granted.reply;
    this.grants.delete(objectKey);
    const reply = await ask();
    // A playlist's text is not kept: it is the object itself, and grants are only decisions.
    if (reply.visibility === 'public' && !reply.directUrl && reply.playlist === undefined && this.version === version) {
      if (this.grants.size >= MAX_GRANTS) this.grants.delete(this.grants.keys().next().value as string);
      this.grants.set(objectKey, { reply, until: Date.now() + GRANT_MS });
    }
    return reply;
  }
}
