/** Sends a `Reply` of `resolve-request.ts`: its headers, then its body or the range of its file. */
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Reply } from './resolve-request.ts';
import type { SiteSource } from './site-source.ts';

export async function sendReply(req: http.IncomingMessage, res: http.ServerResponse, reply: Reply, source: SiteSource): Promise<void> {
  const body = 'body' in reply ? reply.body : undefined;
  res.writeHead(reply.status, body === undefined ? reply.headers : { 'Content-Length': Buffer.byteLength(body), ...reply.headers });
  if (req.method === 'HEAD') {
    res.end();
  } else if (body !== undefined) {
    res.end(body);
  } else if ('file' in reply && reply.range) {
    await pipeline(source.open(reply.file, reply.range), res).catch((error: NodeJS.ErrnoException) => {
      // The browser went away mid-file (a reload cancels the images still loading): nothing to answer.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  } else {
    res.end();
  }
}
