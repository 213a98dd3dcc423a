import { createHash } from 'node:crypto';

/** Hex SHA-256 of some bytes: names content-addressed files and checks cached ones. */
export const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');
